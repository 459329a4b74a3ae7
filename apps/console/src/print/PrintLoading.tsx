import { Modal, Spin } from 'antd';

/** The print dialog's place while its labels or the label font are still coming. */
export function PrintLoading({ title, tip, onClose }: { title: string; tip: string; onClose: () => void }) {
  return (
    <Modal open title={title} footer={null} onCancel={onClose}>
      <Spin tip={tip}>
        <div style={{ height: 80 }} />
      </Spin>
    </Modal>
  );
}
