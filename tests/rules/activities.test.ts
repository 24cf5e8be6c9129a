import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'activities',
  noun: 'activity',
  permission: 'admin_activity',
  visibility: { flag: 'isPublished' },
  item: {
    name: 'Conferencia inaugural',
    datetime_start: '2027-03-15 09:00',
    datetime_end: '2027-03-15 10:00',
    space_id: 'space-1',
    isPublished: true,
  },
});
