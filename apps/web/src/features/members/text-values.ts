import { registerFeatureTexts } from '@/lib/i18n';

/** The texts of the hospital members screens (keys start with ui.members.). */
export const membersTextValues = {
  // Shared by the screens of this feature
  'ui.members.backToDashboard': 'Back to Dashboard',
  'ui.members.confirmTitle': 'Please confirm',
  'ui.members.cancel': 'Cancel',
  'ui.members.loadFailed': 'Could not load the doctors.',

  // The chief admin's Doctors screen (#/hospital/doctors)
  'ui.members.title': 'Doctors',
  'ui.members.intro':
    'The doctors of {hospital}: invite or add doctors, answer requests to join, and hand over the chief admin role.',
  'ui.members.chiefAdminName': 'Chief Admin: {name}.',
  'ui.members.tableLabel': 'Doctors of the hospital',
  'ui.members.add': 'Add doctor',
  'ui.members.col.name': 'Name',
  'ui.members.col.speciality': 'Speciality',
  'ui.members.col.registrationNo': 'Registration No.',
  'ui.members.col.mobile': 'Mobile Number',
  'ui.members.col.role': 'Role',
  'ui.members.col.since': 'Since',
  'ui.members.col.status': 'Status',
  'ui.members.col.actions': 'Actions',
  'ui.members.role.chiefAdmin': 'Chief Admin',
  'ui.members.role.doctor': 'Doctor',
  'ui.members.status.active': 'Active',
  'ui.members.status.invited': 'Invited',
  'ui.members.status.requested': 'Asked to join',
  'ui.members.passwordPending': 'Password not set yet',
  'ui.members.actionsFor': 'Actions for {name}',
  'ui.members.noActions': 'No actions',
  'ui.members.remove': 'Remove',
  'ui.members.makeChief': 'Make chief admin',
  'ui.members.approve': 'Approve',
  'ui.members.decline': 'Decline',
  'ui.members.confirmRemove':
    'Remove {name} from the hospital? Their patients, appointments and clinical records stay with the hospital.',
  'ui.members.confirmWithdraw':
    'Remove {name}? Their invitation is withdrawn; they can be invited again later.',
  'ui.members.confirmDecline':
    'Decline the request of {name} to join the hospital? They can ask again later.',
  'ui.members.confirmMakeChief':
    'Make {name} the chief admin? You will no longer manage the hospital’s doctors or its subscription.',

  // The Add doctor dialog
  'ui.members.addTitle': 'Add a doctor',
  'ui.members.addIntro':
    'Enter the doctor’s mobile number. A doctor who already has an account is invited and joins when they accept.',
  'ui.members.newDoctorTitle': 'New doctor',
  'ui.members.submitAdd': 'Add doctor',
  'ui.members.submitCreate': 'Create account and add',

  // The hospital switcher in the header
  'ui.members.hospital': 'Hospital',

  // The invitations banner
  'ui.members.invitationsLabel': 'Invitations',
  'ui.members.invitedBy': '{hospital} invited you to join it.',
  'ui.members.accept': 'Accept',
  'ui.members.declineInvitation': 'Decline',
  'ui.members.acceptLabel': 'Accept the invitation of {hospital}',
  'ui.members.declineLabel': 'Decline the invitation of {hospital}',

  // Joining a hospital (#/hospital/join)
  'ui.members.joinTitle': 'Join a hospital',
  'ui.members.joinIntro':
    'Find your hospital by its district and name, and ask to join it. Its chief admin approves the request.',
  'ui.members.searchTitle': 'Find a hospital',
  'ui.members.hospitalName': 'Hospital Name',
  'ui.members.hospitalNameHint': 'Optional: part of the name.',
  'ui.members.search': 'Search',
  'ui.members.resultsTitle': 'Hospitals found',
  'ui.members.resultsNone': 'No hospital in this district matches. Try another name or district.',
  'ui.members.resultsHint': 'Choose a district and search to see its hospitals.',
  'ui.members.pincode': 'PIN {pincode}',
  'ui.members.askToJoin': 'Ask to join',
  'ui.members.askToJoinLabel': 'Ask to join {hospital}',
  'ui.members.isMember': 'Member',
  'ui.members.isInvited': 'Invited — accept from the banner',
  'ui.members.isRequested': 'Request sent',
  'ui.members.requestsTitle': 'Your requests',
  'ui.members.requestsNone': 'You have no requests waiting for an answer.',
  'ui.members.requestedOn': 'Asked on {date}',
  'ui.members.reminders.title': 'Appointment reminders',
  'ui.members.reminders.intro':
    'Patients get an SMS the day before each appointment, at this time (India), unless they said no.',
  'ui.members.reminders.time': 'Time of the reminder',
} as const;

// Registered when the feature's first page or header piece loads, before it renders.
await registerFeatureTexts('members', membersTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
