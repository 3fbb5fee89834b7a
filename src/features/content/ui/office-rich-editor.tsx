'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { describedBy, FieldError, FieldHint } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { labelClass } from '@/components/office/admin-ui';
import { uploadContentImageAction } from '../server/office-actions';

/**
 * The back office's rich-text editor (Tiptap): the formatting the public pages style and the
 * server's sanitizer keeps (headings 2–3, bold, italic, lists, quotes, links, images from our
 * own file store). Every toolbar button has a Korean name and shows its state with aria-pressed.
 */

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  /** Images are allowed in posts and case bodies; other fields keep to text. */
  allowImages?: boolean;
};

const toolButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-transparent px-2 text-[14px] font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 disabled:text-slate-400';

function Toolbar({
  editor,
  allowImages,
  onImage,
  onLink,
  uploading,
}: {
  editor: Editor;
  allowImages: boolean;
  onImage: () => void;
  onLink: () => void;
  uploading: boolean;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });

  const buttons: Array<{ label: string; text: string; pressed?: boolean; run: () => void }> = [
    { label: '굵게', text: 'B', pressed: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: '기울임', text: 'I', pressed: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { label: '제목 2', text: 'H2', pressed: state.h2, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: '제목 3', text: 'H3', pressed: state.h3, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    { label: '글머리 기호 목록', text: '•', pressed: state.bullet, run: () => editor.chain().focus().toggleBulletList().run() },
    { label: '번호 목록', text: '1.', pressed: state.ordered, run: () => editor.chain().focus().toggleOrderedList().run() },
    { label: '인용', text: '“', pressed: state.quote, run: () => editor.chain().focus().toggleBlockquote().run() },
    { label: '링크', text: '링크', pressed: state.link, run: onLink },
  ];

  return (
    <div role="toolbar" aria-label="서식 도구" className="flex flex-wrap gap-1 border-b border-slate-300 bg-slate-50 p-1.5">
      {buttons.map((button) => (
        <button
          key={button.label}
          type="button"
          className={toolButton}
          aria-label={button.label}
          aria-pressed={button.pressed}
          onClick={button.run}
        >
          <span aria-hidden="true" className={button.text === 'I' ? 'italic' : undefined}>
            {button.text}
          </span>
        </button>
      ))}
      {allowImages && (
        <button type="button" className={toolButton} aria-label="이미지 올리기" onClick={onImage} disabled={uploading}>
          <span aria-hidden="true">{uploading ? '올리는 중…' : '이미지'}</span>
        </button>
      )}
    </div>
  );
}

type Panel = { kind: 'link'; value: string; error?: string } | { kind: 'image'; url: string; value: string };

const linkPattern = /^(https?:\/\/|\/|mailto:|tel:)/i;

/**
 * The link and image-description inputs, shown under the toolbar instead of the browser's prompt
 * dialog: labelled, keyboard-operable (Enter applies, Escape cancels) and styled like the office.
 */
function EditorPanel({
  id,
  panel,
  onChange,
  onApply,
  onRemove,
  onCancel,
}: {
  id: string;
  panel: Panel;
  onChange: (value: string) => void;
  onApply: () => void;
  onRemove?: () => void;
  onCancel: () => void;
}) {
  const inputId = `${id}-${panel.kind}-input`;
  const isLink = panel.kind === 'link';
  const error = isLink ? panel.error : undefined;
  return (
    <div
      role="group"
      aria-label={isLink ? '링크 넣기' : '이미지 설명 넣기'}
      className="flex flex-wrap items-end gap-2 border-b border-slate-300 bg-brand-50 p-3"
      data-testid="editor-panel"
    >
      <div className="min-w-[240px] flex-1">
        <label htmlFor={inputId} className={labelClass}>
          {isLink ? '링크 주소' : '이미지 설명 (대체 텍스트)'}
        </label>
        <input
          id={inputId}
          autoFocus
          value={panel.value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, true, Boolean(error))}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-[15px] aria-[invalid=true]:border-red-700"
        />
        <FieldHint
          id={inputId}
          hint={
            isLink
              ? 'https://…, /로 시작하는 사이트 안 주소, mailto:, tel: 로 시작합니다.'
              : '화면 낭독기 사용자에게 읽힙니다. 사진에 무엇이 있는지 짧게 적어 주세요.'
          }
        />
        {/* A refused link leaves the focus where it was, so the message is announced. */}
        <FieldError id={inputId} message={error} announce />
      </div>
      <button
        type="button"
        onClick={onApply}
        className="h-10 rounded-md bg-brand-800 px-4 text-[14px] font-semibold text-white hover:bg-brand-900"
      >
        {isLink ? '링크 적용' : '이미지 넣기'}
      </button>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="h-10 rounded-md border border-slate-400 bg-white px-4 text-[14px] font-semibold text-slate-800"
        >
          링크 없애기
        </button>
      )}
      <button type="button" onClick={onCancel} className="h-10 rounded-md px-3 text-[14px] font-semibold text-slate-700 underline">
        취소
      </button>
    </div>
  );
}

export function OfficeRichEditor({ id, label, value, onChange, error, hint, required, allowImages = true }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadAction = useAction<{ url: string }>({ refresh: false });
  const [tooLarge, setTooLarge] = useState(false);
  const uploading = uploadAction.pending;
  const uploadError = tooLarge ? '이미지는 5MB 이하만 올릴 수 있습니다.' : (uploadAction.fieldErrors.file ?? uploadAction.error);
  const [panel, setPanel] = useState<Panel | null>(null);
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy(id, Boolean(hint), Boolean(error)) ? { 'aria-describedby': describedBy(id, Boolean(hint), Boolean(error))! } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class:
          'prose-content min-h-[280px] px-4 py-3 text-[16px] leading-relaxed text-slate-900 focus:outline-none [&_h2]:mt-5 [&_h2]:text-[20px] [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-[18px] [&_h3]:font-bold [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_a]:text-brand-700 [&_a]:underline [&_img]:max-w-full',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const upload = (file: File) => {
    setTooLarge(file.size > 5 * 1024 * 1024);
    if (file.size > 5 * 1024 * 1024) return;
    const form = new FormData();
    form.set('file', file);
    uploadAction.run(
      () => uploadContentImageAction(form),
      (data) => {
        setPanel({ kind: 'image', url: data.url, value: file.name.replace(/\.[^.]+$/, '') });
        return '';
      },
    );
  };

  const openLink = () => setPanel({ kind: 'link', value: (editor?.getAttributes('link').href as string | undefined) ?? '' });
  const closePanel = () => {
    setPanel(null);
    editor?.commands.focus();
  };
  const applyPanel = () => {
    if (!editor || !panel) return;
    const value = panel.value.trim();
    if (panel.kind === 'image') {
      editor.chain().focus().setImage({ src: panel.url, alt: value }).run();
    } else if (!value) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!linkPattern.test(value)) {
      setPanel({ ...panel, error: '링크는 https://, /, mailto:, tel: 로 시작해야 합니다.' });
      return;
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    }
    setPanel(null);
  };

  return (
    <div>
      <p id={labelId} className={labelClass}>
        {label}
        {required && <span className="ml-1 text-[13px] font-normal text-slate-600">(필수)</span>}
      </p>
      <div
        className={`mt-1 overflow-hidden rounded-lg border bg-white ${error ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'}`}
      >
        {editor ? (
          <Toolbar
            editor={editor}
            allowImages={allowImages}
            uploading={uploading}
            onImage={() => fileInput.current?.click()}
            onLink={openLink}
          />
        ) : (
          <div className="h-[46px] border-b border-slate-300 bg-slate-50" />
        )}
        {panel && (
          <EditorPanel
            id={id}
            panel={panel}
            onChange={(value) => setPanel({ ...panel, value, ...(panel.kind === 'link' ? { error: undefined } : {}) })}
            onApply={applyPanel}
            onRemove={
              panel.kind === 'link' && editor?.isActive('link')
                ? () => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    setPanel(null);
                  }
                : undefined
            }
            onCancel={closePanel}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      {allowImages && (
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload(file);
          }}
        />
      )}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} message={error} />
      {uploadError && (
        <p role="alert" className="mt-1 text-[14px] font-medium text-red-800">
          {uploadError}
        </p>
      )}
    </div>
  );
}
