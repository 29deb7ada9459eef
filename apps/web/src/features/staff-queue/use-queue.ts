import { useListParams } from '../../ui/list/list-params';
import { QUEUE_FILTER_KEYS, useApplications, type QueueQuery } from './api/get-applications';

/**
 * The queue as the page URL describes it: its filters, paging and sort, the query they make and its
 * result. `?mine=1` is "Waiting on me" (the steps this staff member decides).
 */
export function useQueue() {
  const list = useListParams(QUEUE_FILTER_KEYS);
  const { values } = list;
  const mine = values.mine === '1';
  const query: QueueQuery = {
    stage: values.stage,
    zone: values.zone,
    category: values.category,
    journey: values.journey,
    from: values.from,
    to: values.to,
    q: values.q,
    mine: mine ? '1' : '',
    page: String(list.page),
    pageSize: String(list.pageSize),
    sort: values.sort,
  };
  return {
    list,
    mine,
    title: mine ? 'Waiting on me' : 'Applications',
    query,
    result: useApplications(query),
    /** Any filter but "mine" is set: "Clear filters" keeps the view. */
    filtersOn: QUEUE_FILTER_KEYS.some((key) => key !== 'mine' && values[key] !== ''),
  };
}

export type Queue = ReturnType<typeof useQueue>;
