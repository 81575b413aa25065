import { CHILD_PARENTS_PERMISSIONS, type AdminChildDetail, type ParentOption } from '@app/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Link, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { addChildParent, childQuery, LISTS, removeChildParent, type ChildParentsAnswer } from './api';
import { parentLabel, ParentPicker } from './ParentPicker';

/**
 * The parents of a saved child: each leads to the person; a further parent is added from the picker ("add my
 * husband as second parent"), one is removed after a confirmation. The server keeps the last parent. Who may
 * link decides who sees the child's health answers: staff without child.health read why they cannot.
 */
export function ChildParents({ child }: { child: AdminChildDetail }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<ParentOption | null>(null);
  const [toRemove, setToRemove] = useState<AdminChildDetail['parents'][number] | null>(null);
  const done = async ({ message, data }: ChildParentsAnswer) => {
    notify('success', message);
    queryClient.setQueryData(childQuery(child.id).queryKey, data);
    await queryClient.invalidateQueries({ queryKey: LISTS });
  };
  const add = useMutation({
    mutationFn: (parent: ParentOption) => addChildParent(child.id, parent.id),
    onSuccess: async (answer) => {
      setPicked(null);
      await done(answer);
    },
  });
  const remove = useMutation({
    mutationFn: (personId: number) => removeChildParent(child.id, personId),
    onSuccess: done,
    onSettled: () => setToRemove(null),
  });
  const editable = CHILD_PARENTS_PERMISSIONS.every(can);

  return (
    <section aria-labelledby="child-parents-title">
      <Typography variant="h6" component="h2" id="child-parents-title">
        {t('people.child.parents')}
      </Typography>
      <List dense>
        {child.parents.map((parent) => (
          <ListItem
            key={parent.id}
            secondaryAction={
              editable && child.parents.length > 1 ? (
                <Tooltip title={t('people.child.remove_parent')}>
                  <IconButton edge="end" aria-label={`${t('people.child.remove_parent')}: ${parent.display_name}`} onClick={() => setToRemove(parent)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null
            }
          >
            <ListItemText
              primary={
                can('person.view') ? (
                  <Link component={RouterLink} to={`/be/person/${parent.id}/show`}>
                    {parentLabel(parent)}
                  </Link>
                ) : (
                  parentLabel(parent)
                )
              }
            />
          </ListItem>
        ))}
      </List>
      {can('child.update') && !editable ? (
        <Typography variant="body2" color="text.secondary">
          {t('people.parents_need_health')}
        </Typography>
      ) : null}
      {editable ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <ParentPicker
            id="add-parent"
            label={t('people.child.add_parent')}
            value={picked}
            onChange={setPicked}
            exclude={child.parents.map((parent) => parent.id)}
          />
          <Button variant="outlined" disabled={!picked || add.isPending} onClick={() => picked && add.mutate(picked)} sx={{ mt: { sm: 1 } }}>
            {t('people.child.add_parent')}
          </Button>
        </Stack>
      ) : null}
      <ConfirmDialog
        open={toRemove !== null}
        text={toRemove ? t('people.child.remove_parent_confirm', { parent: toRemove.display_name, child: child.display_name }) : ''}
        busy={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove.id)}
        onClose={() => setToRemove(null)}
      />
    </section>
  );
}
