/**
 * What a family tells about one child for a place (a booking's props, a wish list's answers), as a form holds it:
 * texts as typed ('' for none). The booking dialog and the wish list start from EMPTY_PROPS.
 */
export interface LineProps {
  custom_field: string;
  custom_field_2: string;
  custom_field_3: string;
  leave_alone: boolean;
  swimming_help: boolean;
  medicaments: string;
  incompatibilities: string;
  allergies: string;
}

export const EMPTY_PROPS: LineProps = {
  custom_field: '',
  custom_field_2: '',
  custom_field_3: '',
  leave_alone: false,
  swimming_help: false,
  medicaments: '',
  incompatibilities: '',
  allergies: '',
};

/** A key for a row of a list the family edits (React's key: rows move and go). */
export const newKey = () => Math.random().toString(36).slice(2, 10);
