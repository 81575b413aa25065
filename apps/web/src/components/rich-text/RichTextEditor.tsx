import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, ToggleButton } from '@mui/material';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { RichTextToolbar } from './RichTextInput';

interface Props {
  value: string;
  onChange(html: string): void;
  toolbar: RichTextToolbar;
  labelId: string;
  invalid: boolean;
}

/**
 * The one rich-text editor (Tiptap). Toolbars: bold, italic, underline and lists everywhere; links on the
 * course form; headings 1 and 2 and links on the options page. The server sanitises whatever it stores.
 */
export default function RichTextEditor({ value, onChange, toolbar, labelId, invalid }: Props) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: toolbar === 'headings' ? { levels: [1, 2] } : false,
        link: toolbar === 'basic' ? false : { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
      }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', 'aria-invalid': String(invalid) } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      h1: current.isActive('heading', { level: 1 }),
      h2: current.isActive('heading', { level: 2 }),
    }),
  });

  // A value loaded or reset from outside (a record arriving) replaces the content; typing does not loop back.
  // Tiptap may already have destroyed an editor it built during a render React then threw away.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const button = (key: keyof typeof active, label: string, icon: ReactNode, run: () => void) => (
    <ToggleButton key={key} value={key} size="small" selected={active[key]} onChange={run} aria-label={label} title={label}>
      {icon}
    </ToggleButton>
  );
  const chain = () => editor.chain().focus();

  return (
    <Box sx={{ border: 1, borderColor: invalid ? 'error.main' : 'divider', borderRadius: 1, '&:focus-within': { borderColor: 'primary.dark' } }}>
      <Box role="toolbar" aria-controls={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {toolbar === 'headings' ? (
          <>
            {/* The name starts with the visible "H1" (label in name, WCAG 2.5.3), then says what it is. */}
            {button('h1', `H1 (${t('editor.heading1')})`, <b>H1</b>, () => chain().toggleHeading({ level: 1 }).run())}
            {button('h2', `H2 (${t('editor.heading2')})`, <b>H2</b>, () => chain().toggleHeading({ level: 2 }).run())}
          </>
        ) : null}
        {button('bold', t('editor.bold'), <FormatBoldIcon fontSize="small" />, () => chain().toggleBold().run())}
        {button('italic', t('editor.italic'), <FormatItalicIcon fontSize="small" />, () => chain().toggleItalic().run())}
        {button('underline', t('editor.underline'), <FormatUnderlinedIcon fontSize="small" />, () => chain().toggleUnderline().run())}
        {button('bulletList', t('editor.bullet_list'), <FormatListBulletedIcon fontSize="small" />, () => chain().toggleBulletList().run())}
        {button('orderedList', t('editor.ordered_list'), <FormatListNumberedIcon fontSize="small" />, () => chain().toggleOrderedList().run())}
        {toolbar !== 'basic'
          ? button('link', t('editor.link'), <LinkIcon fontSize="small" />, () => {
              setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
              setLinkOpen(true);
            })
          : null}
      </Box>
      <Box sx={{ px: 1.5, '& .tiptap': { minHeight: 96, outline: 'none', py: 1 }, '& .tiptap p': { my: 0.5 } }}>
        <EditorContent editor={editor} />
      </Box>
      <Dialog open={linkOpen} onClose={() => setLinkOpen(false)} slotProps={{ paper: { sx: { width: 400 } } }}>
        <DialogTitle>{t('editor.link')}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" type="url" label={t('editor.link_address')} value={href} onChange={(event) => setHref(event.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              chain().extendMarkRange('link').unsetLink().run();
              setLinkOpen(false);
            }}
          >
            {t('editor.remove_link')}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              const address = href.trim();
              if (address && address !== 'https://') chain().extendMarkRange('link').setLink({ href: address }).run();
              setLinkOpen(false);
            }}
          >
            {t('admin.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
