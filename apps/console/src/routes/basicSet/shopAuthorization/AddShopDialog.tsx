import { useState } from 'react';
import { Modal, Radio, theme, Typography } from 'antd';
import { platformChoices, type PlatformCode } from './shopPlatforms.ts';
import { useStartAuthorization } from './useStartAuthorization.ts';

/** 添加店铺: pick the platform, then the browser goes to that platform to authorise the shop. */
export function AddShopDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [platform, setPlatform] = useState<PlatformCode | null>(null);
  const authorization = useStartAuthorization();
  const { token } = theme.useToken();

  return (
    <Modal
      open={open}
      title="添加店铺"
      okText="去授权"
      okButtonProps={{ disabled: platform === null, loading: authorization.pending }}
      onOk={() => platform && void authorization.start({ platform })}
      onCancel={onClose}
      afterClose={() => setPlatform(null)}
      width={640}
    >
      <Typography.Paragraph type="secondary">
        选择店铺所在的平台，将跳转到平台页面完成授权，授权后自动返回并开始同步订单。
      </Typography.Paragraph>
      <Radio.Group
        aria-label="选择平台"
        value={platform}
        onChange={(e) => setPlatform(e.target.value as PlatformCode)}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: token.marginSM,
          width: '100%',
        }}
      >
        {platformChoices.map((choice) => (
          <Radio
            key={choice.code}
            value={choice.code}
            style={{
              margin: 0,
              padding: `${token.paddingXS}px ${token.paddingSM}px`,
              border: `1px solid ${platform === choice.code ? token.colorPrimary : token.colorBorder}`,
              borderRadius: token.borderRadius,
            }}
          >
            <Typography.Text strong>{choice.label}</Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {choice.description}
            </Typography.Text>
          </Radio>
        ))}
      </Radio.Group>
    </Modal>
  );
}
