/** Paged answer of every list call: `results` + `count` (spec README). */
export interface Paged<T> {
  results: T[];
  count: number;
}

/** page/page_size paging parameters. */
export interface PageParams {
  page?: number;
  page_size?: number;
}

/** offset/limit paging parameters. */
export interface OffsetParams {
  offset?: number;
  limit?: number;
}

/**
 * Error body the API answers with. `detail` or `message`/`msg` carry a human message;
 * any other key maps a form field to its messages (spec 000 §8: field errors go under the field).
 */
export interface ApiErrorBody {
  detail?: string;
  message?: string;
  msg?: string;
  code?: number;
  [field: string]: unknown;
}

export type Locale = 'zh-CN' | 'en-US';

/** A count alone: `…/project_count/`, `…/follows_count/`, `…/notification_count/` and the like. */
export interface CountAnswer {
  count: number;
}

/** A write that answers only its outcome as a sentence, in the request's language: `{detail}`. */
export interface DetailAnswer {
  detail: string;
}
