/**
 * The activity room's chat tab (issue #16 builds the chat; issue #15's room renders this lazily).
 * Until the chat lands the tab has nothing to show.
 */
export interface RoomChatTabProps {
  eventId: string;
  activityId: string;
}

export default function RoomChatTab(_props: RoomChatTabProps) {
  return null;
}
