import type { AuditLogEntry } from '@gptsite/shared';
import { formatDateTime } from '../../../lib/format';
import { auditLogQueryOptions, type PageParams } from '../api/admin-queries';
import { PagedTable, type Column } from './paged-table';

const describe = (entry: AuditLogEntry) => {
  const email = typeof entry.details.email === 'string' ? entry.details.email : null;
  return [entry.targetType, email ?? entry.targetId].filter(Boolean).join(' ');
};

/** Every admin action, newest first: who, what, when. */
export function AuditLog() {
  const columns: Column<AuditLogEntry>[] = [
    { label: 'When', cell: (row) => formatDateTime(row.createdAt) },
    { label: 'Who', cell: (row) => row.actorEmail ?? 'System' },
    { label: 'Action', cell: (row) => row.action },
    { label: 'On', cell: (row) => describe(row) },
    { label: 'Brand', cell: (row) => row.brand ?? '—' },
  ];
  return (
    <PagedTable<AuditLogEntry, PageParams>
      title="Audit log"
      query={auditLogQueryOptions}
      initial={{}}
      columns={columns}
      rowKey={(row) => row.id}
      searchLabel="Search the audit log"
      empty="No admin actions yet."
    />
  );
}
