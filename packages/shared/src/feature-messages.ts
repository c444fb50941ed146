import { masterKindTexts } from './masters';

/**
 * The catalogue's messages of the screens behind the first page: registration of doctors and
 * hospitals, members, plans, coupons, payments, patients, appointments, outcomes, clinical
 * details, coding, the registry, the audit log and the master screens (see coreMessages in
 * messages.ts for the rest). The master screens' general patterns come last: they must not take
 * the place of a more particular message when an English sentence is recognised
 * (identifyMessage).
 */
export const featureMessages = {
  // Doctor registration
  'doctor.nameRequired': 'Doctor name is required',
  'doctor.nameMax': 'Doctor name can be at most 100 characters',
  'doctor.registrationNoRequired': 'Registration number is required',
  'doctor.registrationNoTaken':
    'This Registration No. is already registered to a doctor on the portal. If it is yours, sign in with that account ("Forgot Password?" on the login page sets a new password).',
  'doctor.registrationNoMax': 'Registration number can be at most 50 characters',
  'doctor.specialityRequired': 'Speciality is required',
  'doctor.subSpecialityMax': 'Cancer sub speciality can be at most 256 characters',
  'doctor.genderRequired': 'Gender is required',
  'doctor.designationRequired': 'Designation is required',
  'doctor.emailRequired': 'Email Id is required',
  'doctor.emailMax': 'Email Id can be at most 50 characters',
  'doctor.dateOfBirthInvalid': 'Date of birth must be a past date (age 18 to 100)',
  'doctor.alternativeMobileMax': 'Alternative contact can be at most 12 digits',
  'doctor.alternativeMobileInvalid': 'Alternative contact must contain digits only',
  'doctor.registrationSuccess': 'Doctor Registration Successfully!',
  'doctor.registrationSuccessTitle': 'Hospital',

  // Hospital block
  'hospital.nameRequired': 'Hospital name is required',
  'hospital.nameMax': 'Hospital name can be at most 256 characters',
  'hospital.namesake':
    'A hospital with this name is already registered in this district. If you work there, register as a doctor without a hospital (the link below) and ask its admin to add you; if this is another hospital, confirm it below.',
  'hospital.registrationNoMax': 'Hospital registration number can be at most 50 characters',
  'hospital.typeRequired': 'Hospital type is required',
  'hospital.serviceRequired': 'Hospital service offered is required',
  'hospital.chiefAdminRequired': 'Chief admin is required',
  'hospital.chiefAdminMax': 'Chief admin can be at most 100 characters',
  'hospital.cityMax': 'City can be at most 50 characters',
  'hospital.addressMax': 'Street address can be at most 300 characters',
  'hospital.pincodeRequired': 'Pincode is required',
  'hospital.pincodeInvalid': 'Pincode must be 6 digits',
  'hospital.landlineInvalid': 'Appointment number must be 10 digits',
  'hospital.alternativeLandlineInvalid': 'Alternative appointment number can be at most 10 digits',
  'hospital.landlineCodeInvalid': 'STD code must be 2 to 5 digits',

  // Hospital members: the chief admin's Doctors screen, invitations and requests to join
  'member.registrationNoTaken':
    'A doctor with this Registration No. already has an account on the portal: add them with the mobile number of that account instead.',
  'member.detailsRequired':
    'No doctor has this mobile number yet. Enter their details to make an account and send them an SMS to set a password.',
  'member.notADoctor': 'This mobile number belongs to an account that is not a doctor.',
  'member.alreadyMember': 'This doctor is already a member of your hospital.',
  'member.alreadyInvited': 'This doctor has already been invited and has not answered yet.',
  'member.invited': '{name} has been invited. They join when they accept at their next login.',
  'member.accountCreated': 'An account was made for {name} and an SMS sent to set a password.',
  'member.requestAccepted': '{name} had asked to join and is now a member.',
  'member.removed': '{name} has been removed from the hospital.',
  'member.invitationWithdrawn': 'The invitation of {name} is withdrawn.',
  'member.invitationClosed':
    'This invitation is no longer open: it was withdrawn or already answered.',
  'member.cannotRemoveChief':
    'The chief admin cannot be removed. Hand the chief admin role to another doctor first.',
  'member.handedOver': '{name} is now the chief admin.',
  'member.handoverActiveOnly': 'Only an active member can become the chief admin.',
  'member.handoverPasswordPending':
    'This doctor has not set a password yet and cannot sign in. Hand over the role once they have.',
  'member.handoverSelf': 'You are already the chief admin.',
  'member.requestApproved': '{name} has joined the hospital.',
  'member.requestDeclined': 'The request of {name} was declined.',
  'member.noRequest': 'There is no pending request from this doctor.',
  'member.noInvitation': 'There is no pending invitation from this hospital.',
  'member.invitationAccepted': 'You have joined {hospital}.',
  'member.invitationDeclined': 'You declined the invitation of {hospital}.',
  'member.joinRequested': 'Your request to join {hospital} was sent to its chief admin.',
  'member.alreadyRequested': 'You have already asked to join this hospital.',
  'member.alreadyJoined': 'You are already a member of this hospital.',
  'member.switched': 'You are now working in {hospital}.',
  'member.inviteSms':
    '{hospital} added you to the cancer-care portal. Set your password within 7 days: {link}',
  'member.invitedSms':
    '{hospital} invited you to join it on the cancer-care portal. Log in to accept or decline.',
  'member.setPasswordSuccess': 'Your password is set. Please log in with your mobile number.',

  // Investigations near you (seed 001 sections 2.14 and 9)
  'investigation.countryInvalid': 'Choose a country from the list',
  'investigation.stateInvalid': 'Choose a state from the list',
  'investigation.districtInvalid': 'Choose a district from the list',
  'investigation.kindInvalid': 'Type of service must be radiology, pathology or both',
  'investigation.pageInvalid': 'Page must be a whole number from 1 to 100000',
  'investigation.pageSizeInvalid': 'Rows per page must be a whole number from 1 to 50',

  // Subscription plans (seed 001 sections 5 and 8)
  'plan.nameRequired': 'Subscription Name is required',
  'plan.nameMax': 'Subscription Name can be at most 25 characters',
  'plan.typeRequired': 'Subscription type is required',
  'plan.patientCountRequired': 'Patient count is required',
  'plan.durationRequired': 'Duration is required',
  'plan.durationMax': 'Duration can be at most 36500 days',
  'plan.totalRequired': 'Total price is required',
  'plan.descriptionRequired': 'Description is required',
  'plan.descriptionMax': 'Description is too long',
  'plan.wholeNumber': 'Enter a whole number',
  'plan.positive': 'Enter a number above zero',
  'plan.notNegative': 'Enter zero or more',
  'plan.nineDigits': 'At most 9 digits',
  'plan.paise': 'At most two decimal places',
  'plan.nameTaken': 'A plan with this name already exists',
  'plan.changedSince':
    'This plan was changed by someone else after you opened it. Cancel and open it again to see the change; what you typed was not saved.',
  'plan.assignedDelete': 'Subscription plan already assign hospital you can not delete !',
  'plan.assignedStatus':
    'Subscription plan already assign hospital you can not active or deactive plan !',
  'plan.priceBelowCoupon':
    'The price cannot be below the flat discount of a coupon code for this plan or for all plans ({codes}): the plan would be free with it. Lower that discount first.',
  'plan.hasCoupons':
    'Coupon codes are set for this plan, so it cannot be deleted. Delete them or set them for another plan first.',
  'plan.inPayments':
    'This plan was used in payments, so it cannot be deleted. Deactivate it instead.',
  'plan.warningTitle': 'warning!',
  'plan.confirmDeactivate': 'are you sure deactive this subscription plan ?',
  'plan.confirmActivate': 'are you sure active this subscription plan ?',
  'plan.activated': 'Active Successfully!',
  'plan.deactivated': 'Deactive Successfully!',
  'plan.inactive': 'This plan is not available.',
  'plan.confirmBuy': 'Are you sure want to buy this plan ?',

  // Coupons and discount codes
  'coupon.nameRequired': 'Coupon Code Name is required',
  'coupon.nameMax': 'At most 10 characters',
  'coupon.nameCharacters': 'Use letters, digits and hyphens only',
  'coupon.planRequired': 'Coupon Code For Plan is required',
  'coupon.priceRequired': 'Discount Price is required',
  'coupon.baseRequired': 'Discount Base For Plan is required',
  'coupon.percentMax': 'A percentage discount can be at most 100',
  'coupon.nameTaken': 'A coupon with this name already exists',
  'coupon.enterCode': 'Enter a coupon code',
  'coupon.notValid': 'sorry this coupon code is not valid please contact admin person',
  'coupon.wrongPlan':
    'sorry this coupon code is not valid for this subscription plan contact admin person',
  'coupon.applied': 'congratulation you will get discount',
  'coupon.appliedTitle': 'Success',
  'coupon.notValidTitle': 'Failed!',
  'coupon.confirmDeactivate': 'are you sure deactive this coupon code plan ?',
  'coupon.confirmActivate': 'are you sure active this coupon code plan ?',
  'coupon.usersInvalid':
    'Number of users must be a whole number of at most 9 digits (0 means no limit)',
  'coupon.usersBelowUse':
    'This code is already used or held by payments in progress {count} times: enter 0 for no limit, or at least {count}',
  'coupon.usedUp': 'This coupon code has reached its limit of users and cannot be used any more.',
  'coupon.heldByPayments':
    'Every remaining use of this coupon code is held by a payment in progress. Please try again later.',
  'coupon.usedInPayments':
    'This code was used in payments or payment attempts (failed ones count too), so it cannot be deleted. Deactivate it instead.',
  'discount.inUse':
    'Patients have registered or paid with this code, so it cannot be deleted. Deactivate it instead.',
  'coupon.flatAbovePrice': 'A flat discount cannot be more than the price of the plan it is for',
  'coupon.flatAbovePlans':
    'A flat discount this large would make these plans free: {plans}. Lower it, or make the code for one plan.',
  'discount.codeRequired': 'Coupon Code is required',
  'discount.percentRequired': 'Discount percentage is required',
  'discount.percentRange': 'Enter a whole percentage from 1 to 100',
  'discount.codeTaken': 'A discount code with this name already exists',

  // Payments
  'payment.failed': 'Payment Failed!',
  // Why a payment failed, from the gateway's code (payments/failure-reason.ts)
  'payment.reasonNotCompleted': 'The payment was not completed.',
  'payment.reasonDeclined': 'Your bank declined the payment. Try again, or pay another way.',
  'payment.reasonCardExpired': 'The card used has expired.',
  'payment.reasonCardInvalid': 'The card details entered were not right.',
  'payment.reasonAbandoned': 'The payment was not completed within a day.',
  'payment.reasonUnknown': 'The payment did not go through.',
  'payment.amountChanged':
    'The amount to pay changed since this page showed it (the plan or the coupon code was edited). Check the new amount and buy again.',
  'payment.onlyChiefAdmin': 'Only the chief admin of a hospital can buy a plan.',
  'payment.callbackInvalid': 'The payment answer could not be verified.',
  'payment.alreadyActive': 'Your programme is already paid and your login is active.',
  'payment.pendingAccess':
    'Your programme is not paid yet. Please pay to open your appointments and questionnaires.',

  // Patients (seed 000 section 5)
  'patient.firstNameRequired': 'First Name is required',
  'patient.lastNameRequired': 'Last Name is required',
  'patient.ageRequired': 'Age is required',
  'patient.ageInvalid': 'Age must be a whole number from 0 to 120',
  'patient.ageMismatch': 'Age does not match the date of birth',
  'patient.alternativeMobileSame':
    'An alternative mobile number must differ from the mobile number and the other alternative',
  'patient.dateOfBirthInvalid': 'Date of birth must be a past date',
  'patient.addressRequired': 'Address is required',
  'patient.aadhaarInvalid': 'Invalid Aadhaar number',
  'patient.aadhaarDuplicate': 'This Aadhaar number is already registered',
  'patient.consultantRequired': 'Consultant Doctor is required',
  'patient.stageRequired': 'Stage is required',
  'patient.siteRequired': 'Site is required',
  'patient.subsiteRequired': 'Subsite is required',
  'patient.lookingForRequired': 'Looking For is required',
  'patient.youLookingForRequired': 'You are looking for is required',
  'patient.treatmentHistoryRequired': 'Treatment History is required',
  'patient.dateOfBirthRequired': 'Date of Birth is required',
  'patient.dateOfBirthTooEarly': 'Date of birth can be at most {max} years ago',
  'patient.otherSubsiteRequired': 'Other Cancer Subsite is required',
  'patient.otherSubsiteMax': 'Other Cancer Subsite can be at most 100 characters',
  'patient.stagesRequired': 'Stages is required',
  'patient.clinicRequired': 'Clinic is required',
  'patient.termsRequired': 'Please Agree Terms & Conditions',
  'patient.couponInvalid': 'Coupon Code Invalid Please Contact Admin Person!',
  'patient.monthsInvalid': 'Choose from 1 to {max} months',
  'patient.searchRequired': 'Enter an e-mail or mobile number to search',
  'patient.registered': 'Patient Registration Successfully!',
  'patient.updated': 'Patient Update Successfully!',
  'patient.changedSince':
    "This patient's details were changed after you opened this page (in another tab or by a colleague). Reload the page to see them; what you typed here was not saved.",
  'patient.notFoundBySearch': 'No patient found: fill in the form to register a new patient.',
  'patient.alreadyBound': 'This patient is already registered in your hospital.',
  'patient.consultantNotInHospital': 'Choose consultant doctors of your hospital',
  'patient.deceased':
    'This patient is recorded as deceased: new appointments, questionnaires and registrations are not accepted.',
  'patient.deceasedNotLost': 'A patient recorded as deceased cannot be marked Lost Follow-up.',
  'patient.terms':
    'The information and services of this programme are adjuvant to the advice of your treating clinician and do not replace it. The programme is not medico-legally responsible for treatment decisions.',

  // Appointments (seed 000 sections 4, 5 and 8)
  'appointment.headingRequired': 'Heading Name is required',
  'appointment.headingUnknown': 'Choose a heading from the list',
  'appointment.activityRequired': 'Activity Name is required',
  'appointment.activityNotOfHeading': 'Choose an activity of the selected heading',
  'appointment.dateRequired': 'To do date is required',
  'appointment.dateInvalid': 'Enter a valid date',
  'appointment.datePast': 'The date cannot be before today',
  'appointment.dateTooFar':
    'Check the year: an appointment can be booked up to {years} years ahead',
  'appointment.commentMax': 'Comment can be at most {max} characters',
  'appointment.confirmComplete': 'Are you sure want to complete this calendar activity ?',
  'appointment.alreadyComplete':
    'This appointment is already complete and can no longer be changed.',
  'appointment.alreadyDeleted': 'This appointment was deleted and can no longer be changed.',
  'appointment.notYetDue':
    'This appointment is dated after today and cannot be completed yet. If it was done today, change its date first.',
  'appointment.statusPending': 'Pending',
  'appointment.statusComplete': 'Complete',
  'appointment.rangeInvalid': 'The start date must not be after the end date',
  'appointment.reminderTimeInvalid': 'Choose a time of day, such as 18:00',
  'appointment.reminderSms':
    'Reminder from {hospital}: your appointment is tomorrow, {date}. Please call the hospital if you cannot come.',

  // The audit log (super admin)
  'audit.patientIdInvalid': 'Enter the patient number, a whole number',
  'audit.actionInvalid': 'An action is written in small letters, dots and underscores',
  'audit.dateInvalid': 'Enter a valid date',
  'audit.rangeInvalid': 'The start date must not be after the end date',
  'audit.exportRangeRequired': 'Choose the dates from and to of the lines to export',
  'audit.exportRangeTooLong': 'Export at most {max} days at a time',
  // The super admin's payments
  'payments.dateInvalid': 'Enter a valid date',
  'payments.rangeInvalid': 'The start date must not be after the end date',
  'payments.exportRangeRequired': 'Choose the dates from and to of the payments to export',
  'payments.exportRangeTooLong': 'Export at most {max} days at a time',
  // Column titles of the payments' CSV export.
  'payments.csv.startedAt': 'Started (India)',
  'payments.csv.settledAt': 'Settled (India)',
  'payments.csv.status': 'Status',
  'payments.csv.purpose': 'For',
  'payments.csv.item': 'Plan or programme',
  'payments.csv.hospital': 'Hospital',
  'payments.csv.payer': 'Payer',
  'payments.csv.payerMobile': 'Payer mobile',
  'payments.csv.listPrice': 'Price (INR)',
  'payments.csv.discount': 'Discount (INR)',
  'payments.csv.amount': 'Amount (INR)',
  'payments.csv.code': 'Code',
  'payments.csv.gateway': 'Gateway',
  'payments.csv.orderId': 'Order id',
  'payments.csv.gatewayTxnId': 'Gateway transaction id',
  'payments.csv.gatewayMessage': 'Gateway message',
  // The words in its cells: a payment's status and what it paid for.
  'payments.csv.success': 'Paid',
  'payments.csv.pending': 'Pending',
  'payments.csv.failed': 'Failed',
  'payments.csv.plan': 'Plan',
  'payments.csv.programme': 'Programme',
  // Column titles of the audit log's CSV export.
  // Registry CSV (modules/registry): column titles and the words in its cells.
  'registry.csv.patientId': 'Patient ID',
  'registry.csv.name': 'Name',
  'registry.csv.sex': 'Sex',
  'registry.csv.dateOfBirth': 'Date of birth',
  'registry.csv.age': 'Age at registration (years)',
  'registry.csv.district': 'District',
  'registry.csv.state': 'State',
  'registry.csv.registeredOn': 'Registered on',
  'registry.csv.vitalStatus': 'Vital status',
  'registry.csv.followUpLost': 'Lost to follow-up',
  'registry.csv.firstRecordedOn': 'First clinical record',
  'registry.csv.lastRecordedOn': 'Last clinical record',
  'registry.csv.primarySite': 'Primary site',
  'registry.csv.subSite': 'Sub site',
  'registry.csv.topography': 'ICD-O-3 topography',
  'registry.csv.topographyTitle': 'Topography title',
  'registry.csv.histologicType': 'Histologic type',
  'registry.csv.morphology': 'ICD-O-3 morphology',
  'registry.csv.morphologyTitle': 'Morphology title',
  'registry.csv.behaviour': 'Behaviour',
  'registry.csv.icd10': 'ICD-10',
  'registry.csv.codingSource': 'Coding source',
  'registry.csv.codingReview': 'Coding review',
  'registry.csv.stagePrefix': 'Staging basis',
  'registry.csv.stageT': 'T',
  'registry.csv.stageN': 'N',
  'registry.csv.stageM': 'M',
  'registry.csv.stageGroup': 'Stage group',
  'registry.csv.stageEdition': 'AJCC edition',
  'registry.csv.intent': 'Intent of treatment',
  'registry.csv.treatment': 'Treatment',
  'registry.csv.treatmentStatus': 'Treatment status',
  'registry.csv.dateOfSurgery': 'Date of surgery',
  'registry.csv.primaryResection': 'Primary resection',
  'registry.csv.rtStartDate': 'RT start',
  'registry.csv.rtCompleteDate': 'RT complete',
  'registry.csv.doseGy': 'Dose (Gy)',
  'registry.csv.fractions': 'Fractions',
  'registry.csv.chemoProtocol': 'Chemo protocol',
  'registry.csv.dateOfChemo': 'Date of chemo',
  'registry.csv.male': 'Male',
  'registry.csv.female': 'Female',
  'registry.csv.alive': 'Alive',
  'registry.csv.dead': 'Dead',
  'registry.csv.yes': 'Yes',
  'registry.csv.no': 'No',
  'audit.csv.time': 'Time (India)',
  'audit.csv.userId': 'User id',
  'audit.csv.userName': 'User name',
  'audit.csv.userMobile': 'User mobile',
  'audit.csv.userType': 'User type',
  'audit.csv.action': 'Action',
  'audit.csv.entity': 'Entity',
  'audit.csv.entityId': 'Entity id',
  'audit.csv.ip': 'IP address',
  'audit.csv.detail': 'Detail',

  // Functional outcomes (seed 000 sections 5 and 8)
  'outcome.treatmentRequired': 'Treatment is required',
  'outcome.currentIssueRequired': 'Current Issue is required',
  'outcome.categoryRequired': 'Functional Outcome Category Name is required',
  'outcome.selectTreatment': 'Please select Treatment Name!',
  'outcome.selectCurrentIssue': 'Please select Current Issue!',
  'outcome.selectAnswer': 'Please select question of answer!',
  'outcome.choiceOfOtherQuestion': "Choose one of this question's answers",
  'outcome.questionNotInCategory': 'This question is not part of the chosen questionnaire',
  'outcome.questionAnsweredTwice': 'Each question can be answered only once',
  'outcome.assigned': 'Questionnaire assigned to the patient',
  'outcome.notAssigned': 'This questionnaire is not assigned to you',
  'outcome.attemptConflict': 'Another attempt was saved at the same time. Please save again.',
  // Scales of the questionnaires (the super admin's)
  'scale.nameRequired': 'Scale name is required',
  'scale.nameTooLong': 'Scale name can be at most {max} characters',
  'scale.nameExists': 'This questionnaire already has a scale of this name',
  'scale.directionRequired':
    'Choose whether a higher score is better (functional) or worse (symptom)',
  'scale.meaningfulChangeRange': 'Enter a whole number of points from {min} to {max}',
  'scale.itemsRequired': 'Choose at least one question for the scale',
  'scale.itemNotInQuestionnaire': 'Choose only questions of this questionnaire',
  'scale.itemChosenTwice': 'Each question can be chosen only once',

  // Clinical details (seed 000 sections 3, 5 and 8)
  'clinical.primarySiteRequired': 'Site is required',
  'clinical.topographyRequired': 'Site code (ICD-O-3 topography) is required',
  'clinical.stageTInvalid': '{value} is not a T category of the AJCC 8th edition for this site',
  'clinical.stageNInvalid': '{value} is not an N category of the AJCC 8th edition for this site',
  'clinical.stageMInvalid': '{value} is not an M category of the AJCC 8th edition for this site',
  'clinical.stageGroupInvalid': 'Choose a stage group from the list',
  'clinical.inSituStage':
    'An in situ tumour (behaviour /2) is staged Tis N0 M0, not {value}. Correct the stage, or the behaviour if the tumour is invasive',
  'clinical.pathologicalDisagrees':
    '{chosen} disagrees with the pathological stage ({stage}). Correct one of them',
  'clinical.stagePrefixRequired':
    'Choose the staging basis (clinical, pathological or after neoadjuvant therapy)',
  'clinical.subSiteMismatch': 'Choose a Sub Site of the chosen Primary Site',
  'clinical.statusRequired': 'Status is required',
  'clinical.intentRequired': 'Intent is required',
  'clinical.treatmentRequired': 'Treatment is required',
  'clinical.choiceInvalid': 'Choose a value from the list',
  'clinical.dateInvalid': 'Enter a real date',
  'clinical.dateOutOfRange':
    'Check the year: a date can be from 1900 up to {years} years from today',
  'clinical.surgeryBeforeAdmission': 'Date of Surgery cannot be before the Date of Admission',
  'clinical.dischargeBeforeAdmission': 'Date of Discharge cannot be before the Date of Admission',
  'clinical.dischargeBeforeSurgery': 'Date of Discharge cannot be before the Date of Surgery',
  'clinical.rtCompleteBeforeStart': 'RT Complete date cannot be before the RT Start date',
  'clinical.nextCycleBeforeChemo': 'Next Cycle cannot be before the Date of Chemo',
  'clinical.beforeBirth': "This date is before the patient's date of birth",
  'clinical.completeWithFutureDate':
    'The treatment is marked Complete, so this date cannot be after today',
  'clinical.fractionInvalid': 'Fraction must be a whole number from 1 to 80',
  'clinical.cyclesInvalid': 'Proposed cycles must be a whole number from 1 to 50',
  'clinical.doseInvalid':
    'Dose must be a number above 0 and at most 100 Gy, with at most two decimals',
  'clinical.pathologyMax': 'Pathology can be at most 500 characters',
  'clinical.protocolMax': 'Chemo protocol can be at most 200 characters',
  'clinical.commentMax': 'Comment can be at most 500 characters',
  'clinical.saved': 'Clinical Details Update Successfully!',
  'clinical.saveConflict':
    'These clinical details were saved by someone else at the same moment. Please try again.',
  'clinical.changedSince':
    'Newer clinical details were saved after you opened this page (in another tab or by a colleague). Reload the page to see them; what you typed here was not saved.',

  // Bulk FHIR export of a hospital (apps/server/src/modules/fhir)
  'fhirExport.notFinished':
    'This export is not finished yet. Its files can be downloaded once it is done.',

  // Coded diagnosis: ICD-O-3 site and histology, and the IARC checks between them
  // (registry/coding-checks.ts). {site} and {histology} are ICD-O-3 titles, {code} and the
  // others codes such as C53.9 or 8070/3.
  'coding.topographyUnknown':
    '{code} is not an ICD-O-3 topography (primary site) code. Choose the site from the list.',
  'coding.morphologyUnknown':
    '{code} is not an ICD-O-3 morphology code with a behaviour ICD-O-3 lists for it. Choose the histology from the list.',
  'coding.femaleSite': '{site} ({code}) is a female-only site; the patient is male.',
  'coding.maleSite': '{site} ({code}) is a male-only site; the patient is female.',
  'coding.femaleHistology':
    '{histology} ({code}) is a tumour of the female genital organs; the patient is male.',
  'coding.maleHistology':
    '{histology} ({code}) is a tumour of the male genital organs; the patient is female.',
  'coding.inSituSite':
    '{site} ({code}) cannot have an in situ tumour (behaviour /2). Check the behaviour or the site.',
  'coding.siteHistology':
    '{histology} ({morphology}) is not expected in {site} ({topography}). Check both codes, and whether this is a metastasis rather than the primary site.',
  'coding.ageSite':
    'A tumour of {site} ({code}) is very rare before age {limit}; the patient is {age}. Check the age and the site.',
  'coding.ageHistologyBefore':
    '{histology} ({code}) is very rare before age {limit}; the patient is {age}. Check the age and the histology.',
  'coding.ageHistologyFrom':
    '{histology} ({code}) is very rare at age {limit} or older; the patient is {age}. Check the age and the histology.',
  'coding.ageSiteHistologyBefore':
    '{histology} ({morphology}) in {site} ({topography}) is very rare before age {limit}; the patient is {age}. Check the age and both codes.',
  'coding.ageSiteHistologyFrom':
    '{histology} ({morphology}) in {site} ({topography}) is very rare at age {limit} or older; the patient is {age}. Check the age and both codes.',
  'coding.ageSiteHistologyOutside':
    '{histology} ({morphology}) in {site} ({topography}) is very rare outside ages {from} to {to}; the patient is {age}. Check the age and both codes.',
  'coding.primarySiteCode':
    '{code} ({site}) is not a site of {primarySite}, the primary site chosen. Check the primary site and the code.',
  'coding.histologicTypeCode':
    '{code} ({histology}) is not a kind of {histologicType}, the histologic type chosen. Check the histologic type and the code.',
  'coding.icd10Unavailable':
    'ICD-10 has no code for {histology} ({morphology}) in {site} ({topography}). Check both codes.',

  // Master screens ('Stage Name is required'). Last: their general patterns must not take the
  // place of a more particular message when an English sentence is recognised (identifyMessage).
  // {field} and {parent} are catalogue texts themselves ('@masterKind.stage.field').
  'master.nameRequired': '{field} is required',
  'master.nameTooLong': '{field} can be at most {max} characters',
  'master.nameExists': '{field} already exists',
  'master.parentRequired': '{parent} is required',
  'master.choiceAnswered':
    'This question already has answers: a new or moved choice would change the scores of attempts already saved. Add a new question for it instead.',
  'master.notRetirable':
    'Questions and choices of a questionnaire cannot be retired: the scores of past answers depend on them.',
  'master.changedSince':
    'This entry was changed by someone else after you opened it. Cancel and open it again to see the change; what you typed was not saved.',
  'master.retired': 'Retired: no longer offered in the forms. Records that have it keep it.',
  'master.restored': 'Offered in the forms again.',
  'master.selfParent': 'An item cannot belong to itself',
  ...masterKindTexts,
} as const;
