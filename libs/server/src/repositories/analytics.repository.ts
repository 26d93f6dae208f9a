import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type {
  AnalyticsDay,
  AnalyticsHour,
  AnalyticsTopPage,
  AnalyticsTopQuestion,
  AnalyticsVisitorPage,
} from '@gptsite/shared';
import { MessageEntity } from '../database/entities';

/** Questions' sentiment, counted by the same thresholds as sentimentLabel (±0.25). */
export interface SentimentCounts {
  average: number;
  positive: number;
  neutral: number;
  negative: number;
}

/**
 * `$1` the assistant, `$2` the number of days: the period is that many UTC calendar days, today the last.
 * Every query below reads rows through the (assistantId, createdAt) indexes of messages and conversations.
 */
const PERIOD = `period AS (
  SELECT ((now() AT TIME ZONE 'UTC')::date - ($2::int - 1)) AS "firstDay",
         (((now() AT TIME ZONE 'UTC')::date - ($2::int - 1))::timestamp AT TIME ZONE 'UTC') AS "startsAt"
)`;
const IN_PERIOD = (alias: string) =>
  `${alias}."assistantId" = $1 AND ${alias}."createdAt" >= period."startsAt"`;
const UTC_DAY = (alias: string) => `date_trunc('day', ${alias}."createdAt" AT TIME ZONE 'UTC')::date`;
const TOP_LIMIT = 10;

/** The owner's analytics, aggregated in Postgres: the api never loads a period's messages. */
@Injectable()
export class AnalyticsRepository {
  constructor(@InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>) {}

  /** Every day of the period, oldest first; generate_series gives the days without conversations zeros. */
  perDay(assistantId: string, days: number): Promise<AnalyticsDay[]> {
    return this.messages.query(
      `WITH ${PERIOD},
       calendar AS (
         SELECT generate_series(period."firstDay", period."firstDay" + ($2::int - 1), interval '1 day')::date AS day
         FROM period
       ),
       started AS (
         SELECT ${UTC_DAY('c')} AS day, count(*)::int AS conversations
         FROM conversations c, period WHERE ${IN_PERIOD('c')} GROUP BY 1
       ),
       asked AS (
         SELECT ${UTC_DAY('m')} AS day, count(*)::int AS questions,
           count(*) FILTER (WHERE m.answered)::int AS answered,
           count(*) FILTER (WHERE NOT m.answered)::int AS declined,
           count(*) FILTER (WHERE m.feedback > 0)::int AS helpful,
           count(*) FILTER (WHERE m.feedback < 0)::int AS unhelpful
         FROM messages m, period WHERE ${IN_PERIOD('m')} GROUP BY 1
       )
       SELECT to_char(calendar.day, 'YYYY-MM-DD') AS date,
         coalesce(started.conversations, 0) AS conversations, coalesce(asked.questions, 0) AS questions,
         coalesce(asked.answered, 0) AS answered, coalesce(asked.declined, 0) AS declined,
         coalesce(asked.helpful, 0) AS helpful, coalesce(asked.unhelpful, 0) AS unhelpful
       FROM calendar LEFT JOIN started USING (day) LEFT JOIN asked USING (day)
       ORDER BY calendar.day`,
      [assistantId, days],
    ) as Promise<AnalyticsDay[]>;
  }

  async sentiment(assistantId: string, days: number): Promise<SentimentCounts> {
    const rows: SentimentCounts[] = await this.messages.query(
      `WITH ${PERIOD}
       SELECT coalesce(avg(m.sentiment), 0)::float8 AS average,
         count(*) FILTER (WHERE m.sentiment >= 0.25)::int AS positive,
         count(*) FILTER (WHERE m.sentiment > -0.25 AND m.sentiment < 0.25)::int AS neutral,
         count(*) FILTER (WHERE m.sentiment <= -0.25)::int AS negative
       FROM messages m, period WHERE ${IN_PERIOD('m')}`,
      [assistantId, days],
    );
    return rows[0];
  }

  /** Questions per UTC hour of the day, all 24 hours. */
  busiestHours(assistantId: string, days: number): Promise<AnalyticsHour[]> {
    return this.messages.query(
      `WITH ${PERIOD},
       asked AS (
         SELECT extract(hour FROM m."createdAt" AT TIME ZONE 'UTC')::int AS hour, count(*)::int AS questions
         FROM messages m, period WHERE ${IN_PERIOD('m')} GROUP BY 1
       )
       SELECT hours.hour, coalesce(asked.questions, 0) AS questions
       FROM generate_series(0, 23) AS hours(hour) LEFT JOIN asked USING (hour) ORDER BY hours.hour`,
      [assistantId, days],
    ) as Promise<AnalyticsHour[]>;
  }

  /** Most asked questions; wordings that differ only in case and spacing are one. */
  topQuestions(assistantId: string, days: number): Promise<AnalyticsTopQuestion[]> {
    return this.messages.query(
      `WITH ${PERIOD}
       SELECT (array_agg(m.question ORDER BY m."createdAt" DESC))[1] AS question, count(*)::int AS count,
         count(*) FILTER (WHERE NOT m.answered)::int AS declined
       FROM messages m, period WHERE ${IN_PERIOD('m')}
       GROUP BY lower(regexp_replace(btrim(m.question), '\\s+', ' ', 'g'))
       ORDER BY count(*) DESC, max(m."createdAt") DESC LIMIT ${TOP_LIMIT}`,
      [assistantId, days],
    ) as Promise<AnalyticsTopQuestion[]>;
  }

  /** The site's pages the answers cited most (an answer citing a page twice counts once). */
  topPages(assistantId: string, days: number): Promise<AnalyticsTopPage[]> {
    return this.messages.query(
      `WITH ${PERIOD}
       SELECT cited.url, max(cited.title) AS title, count(DISTINCT m.id)::int AS count
       FROM messages m, period, jsonb_to_recordset(m.sources) AS cited(url text, title text)
       WHERE ${IN_PERIOD('m')} AND cited.url IS NOT NULL
       GROUP BY cited.url ORDER BY count DESC, cited.url LIMIT ${TOP_LIMIT}`,
      [assistantId, days],
    ) as Promise<AnalyticsTopPage[]>;
  }

  /** Where visitors were: the pages the widget ran on, by conversations started there. */
  visitorPages(assistantId: string, days: number): Promise<AnalyticsVisitorPage[]> {
    return this.messages.query(
      `WITH ${PERIOD}
       SELECT c."pageUrl" AS url, count(*)::int AS conversations
       FROM conversations c, period WHERE ${IN_PERIOD('c')} AND c."pageUrl" IS NOT NULL
       GROUP BY c."pageUrl" ORDER BY conversations DESC, url LIMIT ${TOP_LIMIT}`,
      [assistantId, days],
    ) as Promise<AnalyticsVisitorPage[]>;
  }
}
