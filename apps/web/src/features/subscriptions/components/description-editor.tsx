import '@mantine/tiptap/styles.css';
import { useEffect, useId, useRef } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import StarterKit from '@tiptap/starter-kit';

export interface DescriptionEditorProps {
  label: string;
  required?: boolean;
  /** HTML; '' when the editor is empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string;
  /** Lets the form focus the editor when the description is invalid. */
  focusRef: (handle: { focus: () => void } | null) => void;
}

// Only what the server keeps (see its sanitizer): no code, code blocks or rules.
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3, 4] },
  }),
  // Which addresses a link keeps is the server's sanitizer's rule (https, http, mailto); the
  // editor's own check already refuses script addresses. (Its `protocols` option only adds
  // schemes to the link finder, which knows these two: naming them logged a warning per editor.)
  Link.configure({ openOnClick: false }),
];

/** The toolbar's names in the reader's language (Mantine's are English). */
function useToolbarLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return {
    boldControlLabel: t('ui.subscriptions.editor.bold'),
    italicControlLabel: t('ui.subscriptions.editor.italic'),
    strikeControlLabel: t('ui.subscriptions.editor.strike'),
    clearFormattingControlLabel: t('ui.subscriptions.editor.clearFormatting'),
    h2ControlLabel: t('ui.subscriptions.editor.heading2'),
    h3ControlLabel: t('ui.subscriptions.editor.heading3'),
    h4ControlLabel: t('ui.subscriptions.editor.heading4'),
    bulletListControlLabel: t('ui.subscriptions.editor.bulletList'),
    orderedListControlLabel: t('ui.subscriptions.editor.orderedList'),
    blockquoteControlLabel: t('ui.subscriptions.editor.blockquote'),
    linkControlLabel: t('ui.subscriptions.editor.link'),
    unlinkControlLabel: t('ui.subscriptions.editor.unlink'),
    undoControlLabel: t('ui.subscriptions.editor.undo'),
    redoControlLabel: t('ui.subscriptions.editor.redo'),
    linkEditorInputLabel: t('ui.subscriptions.editor.linkAddress'),
    linkEditorInputPlaceholder: 'https://example.com/',
    linkEditorSave: t('ui.subscriptions.editor.linkSave'),
    linkEditorExternalLink: t('ui.subscriptions.editor.linkNewTab'),
    linkEditorInternalLink: t('ui.subscriptions.editor.linkSameTab'),
  };
}

/**
 * The plan description's rich-text editor. Loaded on its own (React.lazy) so tiptap is only
 * downloaded by the super admin's plan screen.
 */
export default function DescriptionEditor({
  label,
  required,
  value,
  onChange,
  onBlur,
  error,
  focusRef,
}: DescriptionEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const toolbarLabels = useToolbarLabels();
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  const editor = useEditor({
    extensions,
    // The form remounts this editor when it loads another plan, so the first value is enough.
    content: value,
    onUpdate: ({ editor: current }) =>
      callbacks.current.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => callbacks.current.onBlur(),
  });

  useEffect(() => {
    if (!editor) return;
    // The editable area is a div: name it by the visible label, and expose the error state.
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, labelId, errorId, required, error]);

  useEffect(() => {
    focusRef(editor ? { focus: () => editor.commands.focus() } : null);
  }, [editor, focusRef]);

  return (
    <Input.Wrapper
      label={label}
      required={required}
      // The global required mark looks for a required <input>; this field is a contenteditable.
      withAsterisk={required}
      error={error}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor
        editor={editor}
        labels={toolbarLabels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
