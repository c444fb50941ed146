import { registerFeatureTexts } from '@/lib/i18n';

/** The texts of the subscriptions screens (keys start with ui.subscriptions.). */
export const subscriptionsTextValues = {
  // Shared by the screens of this feature
  'ui.subscriptions.delete': 'Delete',
  'ui.subscriptions.backToDashboard': 'Back to Dashboard',
  'ui.subscriptions.days_one': '{count} Day',
  'ui.subscriptions.days_other': '{count} Days',
  'ui.subscriptions.patients': '{count} patients',
  'ui.subscriptions.loadFailed': 'Could not load the plans.',

  // Subscription plan admin (#/admin/subscription_plan)
  'ui.subscriptions.adminIntro':
    'Plans are patient-count packs that hospitals buy. A plan held by a hospital can be neither deleted nor switched off.',
  'ui.subscriptions.formNew': 'New subscription plan',
  'ui.subscriptions.formEdit': 'Edit subscription plan: {name}',
  'ui.subscriptions.field.name': 'Subscription Name',
  'ui.subscriptions.field.type': 'Subscription Type',
  'ui.subscriptions.field.patientCount': 'Patients Count',
  'ui.subscriptions.field.duration': 'Duration (days)',
  'ui.subscriptions.field.price': 'Subscription Price (INR)',
  'ui.subscriptions.field.priceHint': 'Total in rupees, all taxes included.',
  'ui.subscriptions.field.description': 'Description',
  'ui.subscriptions.save': 'Save',
  'ui.subscriptions.update': 'Update',
  'ui.subscriptions.cancelEdit': 'Cancel edit',
  'ui.subscriptions.editorLoading': 'Loading the editor…',
  'ui.subscriptions.listTitle': 'Subscription plans',
  'ui.subscriptions.col.srNo': 'Sr. No.',
  'ui.subscriptions.col.name': 'Subscription Name',
  'ui.subscriptions.col.type': 'Subscription Type',
  'ui.subscriptions.col.patientCount': 'Patients Count',
  'ui.subscriptions.col.duration': 'Duration',
  'ui.subscriptions.col.price': 'Subscription Price (INR)',
  'ui.subscriptions.col.description': 'Description',
  'ui.subscriptions.col.action': 'Action',
  'ui.subscriptions.inactive': 'Inactive',
  'ui.subscriptions.edit': 'Edit',
  'ui.subscriptions.activate': 'Activate',
  'ui.subscriptions.deactivate': 'Deactivate',
  'ui.subscriptions.actionsFor': 'Actions for {name}',
  // In place of Delete and Activate/Deactivate on a plan a hospital holds (the server refuses them).
  'ui.subscriptions.heldActive': 'Held by a hospital: cannot be deleted or deactivated.',
  'ui.subscriptions.heldInactive': 'Held by a hospital: cannot be deleted or activated.',

  // Public plan page (#/show-subscription-plan)
  'ui.subscriptions.plansIntro':
    'Each plan lets your hospital register a number of patients for a number of days. Prices are in rupees, all taxes included.',
  'ui.subscriptions.backToLogin': 'Back to Sign In',
  'ui.subscriptions.payNow': 'Pay Now',
  'ui.subscriptions.duration': 'Duration',
  'ui.subscriptions.patientCount': 'Patients',
  'ui.subscriptions.type': 'Type',
  'ui.subscriptions.price': 'Price',
  'ui.subscriptions.noPlans':
    'No subscription plans are on sale right now. Please check back soon.',
  'ui.subscriptions.activeNote':
    'Your hospital has an active subscription: {count} patient registrations remain. Plans stack, so buying another adds its patients.',
  'ui.subscriptions.chiefAdminOnly':
    'Only the chief admin of a hospital can buy a plan. Please ask your hospital’s chief admin.',

  // My Subscription (#/my_subscription)
  'ui.subscriptions.mineIntro': 'The subscription packs your hospital has bought.',
  'ui.subscriptions.totalPacks': 'Total Subscription Packs',
  'ui.subscriptions.totalRegistered': 'Total Patients Registered',
  'ui.subscriptions.remaining': 'Remaining Patients',
  'ui.subscriptions.col.totalPrice': 'Total Price',
  'ui.subscriptions.col.paid': 'Paid',
  'ui.subscriptions.notPaidOnline': 'Not bought online',
  'ui.subscriptions.receipt': 'Receipt',
  'ui.subscriptions.receiptOf': 'Receipt of {plan}',
  'ui.subscriptions.col.typeShort': 'Type',
  'ui.subscriptions.col.remaining': 'Remaining',
  'ui.subscriptions.col.activation': 'Activation Date',
  'ui.subscriptions.col.deactivation': 'Deactivation Date',
  'ui.subscriptions.col.status': 'Status',
  'ui.subscriptions.expired': 'Expired',
  'ui.subscriptions.current': 'Active',
  'ui.subscriptions.usedUp': 'Used up',
  'ui.subscriptions.notStarted': 'Not started',
  'ui.subscriptions.buyMore': 'Buy more patients',
  'ui.subscriptions.noHospital':
    'Your account is not linked to a hospital, so there are no subscriptions to show.',
  // The description editor's toolbar: each button's name (read out, and shown on hover).
  'ui.subscriptions.editor.bold': 'Bold',
  'ui.subscriptions.editor.italic': 'Italic',
  'ui.subscriptions.editor.strike': 'Strikethrough',
  'ui.subscriptions.editor.clearFormatting': 'Clear formatting',
  'ui.subscriptions.editor.heading2': 'Heading 2',
  'ui.subscriptions.editor.heading3': 'Heading 3',
  'ui.subscriptions.editor.heading4': 'Heading 4',
  'ui.subscriptions.editor.bulletList': 'Bullet list',
  'ui.subscriptions.editor.orderedList': 'Numbered list',
  'ui.subscriptions.editor.blockquote': 'Quotation',
  'ui.subscriptions.editor.link': 'Link',
  'ui.subscriptions.editor.unlink': 'Remove link',
  'ui.subscriptions.editor.undo': 'Undo',
  'ui.subscriptions.editor.redo': 'Redo',
  'ui.subscriptions.editor.linkAddress': 'Link address',
  'ui.subscriptions.editor.linkSave': 'Save',
  'ui.subscriptions.editor.linkNewTab': 'Opens in a new tab',
  'ui.subscriptions.editor.linkSameTab': 'Opens in the same tab',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('subscriptions', subscriptionsTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
