import {
  ADMIN_ACCOUNT_SORTS,
  BRAND_LIST,
  BRANDS,
  type AdminAccountRow,
  type AdminAccountSort,
  type BrandKey,
} from '@gptsite/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useInviteAdmin, useSetAdminDisabled } from '../api/admin-actions';
import { adminAccountsQueryOptions, type AccountParams } from '../api/admin-queries';
import { PagedTable, type Column } from './paged-table';
import { SortSelect } from './sort-select';

const SORT_LABELS: Record<AdminAccountSort, string> = {
  brand: 'Brand',
  email: 'Email',
  name: 'Name',
  lastActiveAt: 'Last active',
  createdAt: 'Invited',
};

function InviteAdminForm() {
  const id = useId();
  const invite = useInviteAdmin();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [brand, setBrand] = useState<BrandKey>('edgpt');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <form
      className="admin-invite"
      aria-label="Invite a Domain Admin"
      onSubmit={(event) => {
        event.preventDefault();
        setSentTo(null);
        invite.mutate(
          { email: email.trim(), name: name.trim(), brand },
          {
            onSuccess: () => {
              setSentTo(email.trim());
              setEmail('');
              setName('');
            },
          },
        );
      }}
    >
      <h3>Invite a Domain Admin</h3>
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} required value={name} onChange={(event) => setName(event.target.value)} />
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor={`${id}-brand`}>Brand</label>
      <select id={`${id}-brand`} value={brand} onChange={(event) => setBrand(event.target.value as BrandKey)}>
        {BRAND_LIST.map((item) => (
          <option key={item.key} value={item.key}>
            {item.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={invite.isPending}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
      {invite.error ? <Alert tone="error">{errorMessage(invite.error)}</Alert> : null}
      {sentTo ? (
        <Alert tone="success">Invitation sent to {sentTo}: they set a password from the mail.</Alert>
      ) : null}
    </form>
  );
}

function DisableButton({ admin }: { admin: AdminAccountRow }) {
  const toggle = useSetAdminDisabled();
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ id: admin.id, disabled: !admin.disabled })}
      >
        {admin.disabled ? 'Enable' : 'Disable'}
        <span className="visually-hidden"> {admin.email}</span>
      </button>
      {toggle.error ? <Alert tone="error">{errorMessage(toggle.error)}</Alert> : null}
    </>
  );
}

/** The brands' admins: invite one per brand by email, disable or enable, see when they were last active. */
export function SubAdmins() {
  const columns: Column<AdminAccountRow>[] = [
    { label: 'Name', cell: (row) => row.name },
    { label: 'Email', cell: (row) => row.email },
    { label: 'Brand', cell: (row) => (row.brand ? (BRANDS[row.brand]?.name ?? row.brand) : '—') },
    {
      label: 'Status',
      cell: (row) => (row.disabled ? 'Disabled' : row.invitationPending ? 'Invited' : 'Active'),
    },
    { label: 'Last active', cell: (row) => (row.lastActiveAt ? formatDateTime(row.lastActiveAt) : 'Never') },
    { label: 'Action', cell: (row) => <DisableButton admin={row} /> },
  ];
  return (
    <>
      <InviteAdminForm />
      <PagedTable<AdminAccountRow, AccountParams>
        title="Domain Admins"
        query={adminAccountsQueryOptions}
        initial={{ sort: 'brand', order: 'asc' }}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel="Search admins"
        empty="No Domain Admins yet: invite one above."
        controls={(params, set) => (
          <SortSelect params={params} set={set} sorts={ADMIN_ACCOUNT_SORTS} labels={SORT_LABELS} />
        )}
      />
    </>
  );
}
