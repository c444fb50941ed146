import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath, paths, type SessionUser } from '@portal/shared';
import { InfoIcon } from '@/components/icons';
import { useSignOut } from '@/features/auth';

/**
 * A programme registration opened by someone signed in. It makes a new account for the person
 * registered, and theirs exists: the sign-up form would only refuse their own number, with a
 * "sign in" link back here. They are told so, and can log out to register someone else, or ask
 * through an enquiry to join the programme themselves.
 */
export function SignedInRegistration({
  user,
  programmeTitle,
}: {
  user: SessionUser;
  programmeTitle: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signOut, isPending } = useSignOut();
  return (
    <Alert color="blue" variant="light" icon={<InfoIcon />} maw={720}>
      <Stack gap="md" align="flex-start">
        <Text size="sm" fw={600}>
          {t('ui.patients.reg.signedInAs', { name: user.fullName, mobile: user.mobileNumber })}
        </Text>
        <Text size="sm">{t('ui.patients.reg.signedInExplain', { programme: programmeTitle })}</Text>
        <Group gap="sm">
          <Button component={Link} to={landingPath(user)}>
            {t('ui.patients.reg.toMyPage')}
          </Button>
          <Button variant="light" loading={isPending} onClick={() => signOut(pathname)}>
            {t('ui.patients.reg.logOutToRegister')}
          </Button>
          <Button component={Link} to={paths.contactUs.getHref()} variant="subtle">
            {t('ui.patients.reg.sendEnquiry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
