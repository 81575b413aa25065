import { useParams } from 'react-router';

/** The id of the record a form edits, or undefined on a create route. */
export function useRecordId(): number | undefined {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? Number(id) : undefined;
}
