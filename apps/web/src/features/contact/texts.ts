/** Labels and texts of the contact screens (keys start with ui.contact.). */
export const contactTexts = {
  'ui.contact.title': 'Contact Us',
  'ui.contact.intro':
    'Need support for a patient, want to bring the programme to your clinic or join our community work? Write to us and the programme team will get back to you.',
  'ui.contact.formTitle': 'Send us a message',
  'ui.contact.name': 'Name',
  'ui.contact.email': 'Email ID',
  'ui.contact.mobile': 'Mobile Number',
  'ui.contact.city': 'City',
  'ui.contact.purpose': 'Purpose for contacting',
  'ui.contact.description': 'Description',
  'ui.contact.submit': 'Submit',

  // The programme office. Phone and e-mail are placeholders until the programme publishes its own.
  'ui.contact.officeTitle': 'Programme office',
  'ui.contact.officeName': 'Cancer Care Portal, Programme Office',
  'ui.contact.officeStreet': '4th Floor, Sahjanand Complex, Near Stadium Cross Roads, Navrangpura',
  'ui.contact.officeCity': 'Ahmedabad, Gujarat 380009, India',
  'ui.contact.officePhoneLabel': 'Phone',
  'ui.contact.officePhone': '+91 79 0000 0000',
  'ui.contact.officeEmailLabel': 'E-mail',
  'ui.contact.officeEmail': 'programme.office@example.org',
  'ui.contact.officeHoursLabel': 'Office hours',
  'ui.contact.officeHours': 'Monday to Saturday, 9:00 to 17:00 IST',
  'ui.contact.mapTitle': 'Map of the programme office',

  'ui.contact.enquiriesTitle': 'Contact Enquiries',
  'ui.contact.enquiriesIntro':
    'Messages sent through the Contact Us page, newest first. Tick an enquiry once the team has answered it.',
  'ui.contact.enquiriesCardText': 'Messages visitors sent through the Contact Us page.',
  'ui.contact.colDate': 'Date',
  'ui.contact.colName': 'Name',
  'ui.contact.colEmail': 'Email ID',
  'ui.contact.colMobile': 'Mobile',
  'ui.contact.colLocation': 'Location',
  'ui.contact.colPurpose': 'Purpose',
  'ui.contact.colDescription': 'Description',
  'ui.contact.colHandled': 'Handled',
  'ui.contact.markHandled': 'Enquiry from {name} handled',
  'ui.contact.handledOn': 'Handled {date}',
  'ui.contact.pagination': 'Enquiry pages',
} as const;
