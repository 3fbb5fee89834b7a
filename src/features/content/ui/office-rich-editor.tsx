'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { describedBy, FieldError, FieldHint } from '@/features/auth/ui/admin/form-parts';
import { labelClass } from '@/features/auth/ui/admin/admin-ui';
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

function Toolbar({ editor, allowImages, onImage, uploading }: { editor: Editor; allowImages: boolean; onImage: () => void; uploading: boolean }) {
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

  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('링크 주소를 적어 주세요. 비우면 링크를 없앱니다. (https://…, /로 시작하는 사이트 안 주소, mailto:, tel:)', previous);
    if (href === null) return;
    const trimmed = href.trim();
    if (!trimmed) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!/^(https?:\/\/|\/|mailto:|tel:)/i.test(trimmed)) {
      window.alert('링크는 https://, /, mailto:, tel: 로 시작해야 합니다.');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: trimmed }).run();
  };

  const buttons: Array<{ label: string; text: string; pressed?: boolean; run: () => void }> = [
    { label: '굵게', text: 'B', pressed: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: '기울임', text: 'I', pressed: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { label: '제목 2', text: 'H2', pressed: state.h2, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: '제목 3', text: 'H3', pressed: state.h3, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    { label: '글머리 기호 목록', text: '•', pressed: state.bullet, run: () => editor.chain().focus().toggleBulletList().run() },
    { label: '번호 목록', text: '1.', pressed: state.ordered, run: () => editor.chain().focus().toggleOrderedList().run() },
    { label: '인용', text: '“', pressed: state.quote, run: () => editor.chain().focus().toggleBlockquote().run() },
    { label: '링크', text: '링크', pressed: state.link, run: setLink },
  ];

  return (
    <div role="toolbar" aria-label="서식 도구" className="flex flex-wrap gap-1 border-b border-slate-300 bg-slate-50 p-1.5">
      {buttons.map((button) => (
        <button key={button.label} type="button" className={toolButton} aria-label={button.label} aria-pressed={button.pressed} onClick={button.run}>
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

export function OfficeRichEditor({ id, label, value, onChange, error, hint, required, allowImages = true }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
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

  const upload = async (file: File) => {
    setUploadError(null);
    if (file.size > 5 * 1024 * 1024) {
      setUploadError('이미지는 5MB 이하만 올릴 수 있습니다.');
      return;
    }
    setUploading(true);
    try {
      const form = new FormData();
      form.set('file', file);
      const result = await uploadContentImageAction(form);
      if (!result.ok) {
        setUploadError(result.fieldErrors?.file ?? result.formError ?? '이미지를 올리지 못했습니다.');
        return;
      }
      const alt = window.prompt('이미지 설명(대체 텍스트)을 적어 주세요. 화면 낭독기 사용자에게 읽힙니다.', file.name.replace(/\.[^.]+$/, '')) ?? '';
      editor?.chain().focus().setImage({ src: result.data.url, alt: alt.trim() }).run();
    } catch {
      setUploadError('서버에 연결하지 못했습니다. 잠시 뒤 다시 시도해 주세요.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <p id={labelId} className={labelClass}>
        {label}
        {required && <span className="ml-1 text-[13px] font-normal text-slate-600">(필수)</span>}
      </p>
      <div className={`mt-1 overflow-hidden rounded-lg border bg-white ${error ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'}`}>
        {editor ? (
          <Toolbar editor={editor} allowImages={allowImages} uploading={uploading} onImage={() => fileInput.current?.click()} />
        ) : (
          <div className="h-[46px] border-b border-slate-300 bg-slate-50" />
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
            if (file) void upload(file);
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
