import { STAGE_DEFINITIONS, type ConversionView, type StageStatus, type StageView } from '@gptsite/shared';
import { ProgressBar } from '../../../components/ui/progress-bar';

const STATUS_TEXT: Record<StageStatus, string> = {
  pending: 'Waiting',
  running: 'In progress',
  completed: 'Done',
  failed: 'Failed',
};

/** The six stages in order, each with its bar and latest message, even before the server reports it. */
export function StageList({ view }: { view: ConversionView }) {
  return (
    <ol className="stage-list">
      {STAGE_DEFINITIONS.map((definition) => {
        const stage: StageView = view.stages.find((item) => item.name === definition.name) ?? {
          name: definition.name,
          status: 'pending',
          progress: 0,
          message: '',
        };
        return (
          <li
            key={definition.name}
            className={`stage stage--${stage.status}`}
            aria-current={stage.status === 'running' ? 'step' : undefined}
          >
            <div className="stage__header">
              <span className="stage__label">{definition.label}</span>
              <span className={`badge badge--${stage.status}`}>{STATUS_TEXT[stage.status]}</span>
            </div>
            <ProgressBar value={stage.progress} label={`${definition.label} progress`} tone={stage.status} />
            <p className="stage__message">{stage.message || definition.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
