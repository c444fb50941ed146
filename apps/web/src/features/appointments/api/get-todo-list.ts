import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { todoListPage, type TodoListQuery } from '@portal/shared';
import { api } from '@/lib/api-client';
import { appointmentsKey } from './get-patient-appointments';

/** The doctor's own appointments across patients, by status and date range, paged. */
export const getTodoList = (query: TodoListQuery, signal?: AbortSignal) =>
  api.get('/appointments/mine', { query: { ...query }, schema: todoListPage, signal });

export const todoListQueryOptions = (query: TodoListQuery) =>
  queryOptions({
    queryKey: [...appointmentsKey, 'mine', query],
    queryFn: ({ signal }) => getTodoList(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTodoList(query: TodoListQuery) {
  return useQuery(todoListQueryOptions(query));
}
