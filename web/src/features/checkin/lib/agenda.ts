/** The event days an agenda covers, from 'YYYY-MM-DD HH:mm' start times, sorted. */
export function agendaDays(activities: readonly { datetime_start: string }[]): string[] {
  return [...new Set(activities.map((a) => a.datetime_start.slice(0, 10)))]
    .filter((day) => day !== '')
    .sort();
}

/** An empty day means every day (spec part 1 §2.6). */
export function onDay(activity: { datetime_start: string }, day: string): boolean {
  return day === '' || activity.datetime_start.startsWith(day);
}
