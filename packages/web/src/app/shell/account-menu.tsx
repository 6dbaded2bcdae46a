import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { roleOfUser, userInitials } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { SessionUser } from '../../lib/session';
import { useEndSession } from '../use-end-session';

/** The account menu: My profile, My organisation (admins), Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const endSession = useEndSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const logout = async () => {
    close();
    await endSession('logged_out');
  };
  return (
    <>
      <IconButton
        // The name starts with the initials the button shows (WCAG 2.5.3 label in name).
        aria-label={`${userInitials(user)}, ${t('account.menu')}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar src={user.photo?.[0]?.url} alt="" sx={{ width: 34, height: 34, bgcolor: 'secondary.main' }}>
          {userInitials(user)}
        </Avatar>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('account.signedInAs', { email: user.email })}
        </Typography>
        <Divider />
        <MenuItem component={RouterLink} to="/profile/me" onClick={close}>
          {t('account.myProfile')}
        </MenuItem>
        {roleOfUser(user) === 'admin' && (
          <MenuItem component={RouterLink} to="/profile/organisation" onClick={close}>
            {t('account.myOrganisation')}
          </MenuItem>
        )}
        {roleOfUser(user) === 'admin' && (
          <MenuItem component={RouterLink} to="/admin/users" onClick={close}>
            {t('admin.title')}
          </MenuItem>
        )}
        <MenuItem onClick={logout}>{t('account.logout')}</MenuItem>
      </Menu>
    </>
  );
}
