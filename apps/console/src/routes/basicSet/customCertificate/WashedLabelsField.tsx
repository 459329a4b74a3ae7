// 洗水标: up to four pictures (shrunk to a small PNG the engine prints as it is) with their Chinese description.
import { Button, Input, Space, Upload } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CERTIFICATE_WASHED_LABELS_MAX, WASHED_LABEL_IMAGE_MAX_CHARS } from '@oms/api-client';
import { imageFileToPngDataUrl } from '@oms/label-designer/images';

export interface WashedLabel {
  image: string;
  zhDesc: string;
}

interface Props {
  value?: WashedLabel[];
  onChange?: (value: WashedLabel[]) => void;
  onError: (message: string) => void;
}

export function WashedLabelsField({ value = [], onChange, onError }: Props) {
  const set = (next: WashedLabel[]) => onChange?.(next);
  const add = async (file: File) => {
    try {
      const image = await imageFileToPngDataUrl(file, 200);
      if (image.length > WASHED_LABEL_IMAGE_MAX_CHARS) return onError('洗水标图片太大，请换一张较简单的图片');
      set([...value, { image, zhDesc: '' }]);
    } catch (e) {
      onError((e as Error).message);
    }
  };
  return (
    <div className="oms-washed-labels">
      {value.map((w, i) => (
        <Space key={i} align="center">
          <img
            src={w.image}
            alt={`洗水标${i + 1}`}
            width={40}
            height={40}
            style={{ objectFit: 'contain', border: '1px solid #f0f0f0' }}
          />
          <Input
            aria-label={`洗水标${i + 1}说明`}
            placeholder="如：30℃水洗"
            maxLength={12}
            value={w.zhDesc}
            onChange={(e) => set(value.map((x, j) => (j === i ? { ...x, zhDesc: e.target.value } : x)))}
          />
          <Button
            aria-label={`删除洗水标${i + 1}`}
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => set(value.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      {value.length < CERTIFICATE_WASHED_LABELS_MAX && (
        <Upload
          accept="image/png,image/jpeg"
          showUploadList={false}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button icon={<PlusOutlined aria-hidden />}>添加洗水标图片</Button>
        </Upload>
      )}
    </div>
  );
}
