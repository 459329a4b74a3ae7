import { useRef, useState } from 'react';
import { Button, Flex, Image, Spin, Typography } from 'antd';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { uploadImage, useUploadedImageUrl } from '../api/uploads.ts';

/** The picture of an uploaded id, small; a grey box while it loads. */
export function UploadedThumb({ imageId, size = 48, alt }: { imageId: string; size?: number; alt: string }) {
  const { url, failed } = useUploadedImageUrl(imageId);
  if (failed) return <Typography.Text type="secondary">图片无法显示</Typography.Text>;
  // its own box: in a row beside text a flex parent would otherwise squeeze the picture to nothing
  return (
    <span style={{ flex: 'none', display: 'inline-flex', width: size, height: size }}>
      {url ? (
        <Image
          src={url}
          width={size}
          height={size}
          style={{ objectFit: 'cover', borderRadius: 4 }}
          alt={alt}
        />
      ) : (
        <span style={{ width: size, height: size, background: '#f5f5f5', borderRadius: 4 }} />
      )}
    </span>
  );
}

/**
 * 商品图片 in a form: 上传图片 picks a jpg, png or webp (≤ 5 MB), sends it, and the field holds the
 * id the server answered; 删除 clears it. Checked here first so a wrong file says so at once — the
 * server checks the bytes again.
 */
export function ImageUploadField({
  value,
  onChange,
  label,
}: {
  value?: string | null;
  onChange?: (imageId: string | null) => void;
  /** What the picture is, for its alt text and the button: 商品图片… */
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const { toast } = useFeedback();
  const send = async (file: File) => {
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
      return void toast.error('图片格式仅支持 jpg、png、webp');
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) return void toast.error('图片不能超过5MB');
    setUploading(true);
    try {
      const answer = await uploadImage(file);
      if (answer.errorCode !== 0 || !answer.data) return void toast.error(answer.errorMsg);
      onChange?.(answer.data.imageId);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Flex gap={12} align="center">
      {value ? <UploadedThumb imageId={value} size={72} alt={label} /> : null}
      <input
        ref={input}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Spin spinning={uploading} size="small">
        <Button icon={<PictureOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {value ? '更换图片' : '上传图片'}
        </Button>
      </Spin>
      {value ? (
        <Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(null)}>
          删除图片
        </Button>
      ) : null}
    </Flex>
  );
}
