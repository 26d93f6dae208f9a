import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { myAssistantsQueryOptions } from '../api/get-my-assistants';
import { AssistantCard } from './assistant-card';

/** The signed-in account's assistants, from the server: the same list on any device. */
export function MyAssistants() {
  const { data, error, isPending } = useQuery(myAssistantsQueryOptions());
  if (isPending) return <Spinner label="Loading your assistants…" />;
  if (error || !data)
    return (
      <Alert tone="error" title="Your assistants could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  if (data.assistants.length === 0)
    return (
      <p className="muted">
        No assistants yet. <Link to="/gptsite#trial">Start a free trial</Link> to build your first one.
      </p>
    );
  return (
    <div className="assistant-list">
      {data.assistants.map((assistant) => (
        <AssistantCard key={assistant.id} assistant={assistant} />
      ))}
    </div>
  );
}
