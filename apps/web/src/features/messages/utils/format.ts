import { format } from "date-fns";

/** A message's date as the spec writes it ('MMM dd, yyyy HH:mm'), or 'Invalid date'. */
export function formatMessageDate(value: string | null) {
  if (!value) return "Invalid date";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Invalid date" : format(date, "MMM dd, yyyy HH:mm");
}

/** The subject cut at 50 characters plus '...', or 'No subject'. */
export function cutSubject(subject: string | null) {
  if (!subject) return "No subject";
  return subject.length > 50 ? `${subject.slice(0, 50)}...` : subject;
}
