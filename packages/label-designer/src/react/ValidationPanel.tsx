// The engine's warnings at 203 and 300 dpi (and Lodop's limits); a click selects the element.
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { LayoutWarning } from '@oms/label-engine';

interface Props {
  warnings: readonly LayoutWarning[];
  onPick: (elementId: string) => void;
}

export function ValidationPanel({ warnings, onPick }: Props) {
  if (warnings.length === 0)
    return (
      <p className="oms-validation-ok">
        <CheckCircleOutlined aria-hidden /> 没有问题：203 和 300 dpi 打印机都能清晰打印
      </p>
    );
  return (
    <ul className="oms-validation" aria-label="检查结果">
      {warnings.map((w, i) => (
        <li key={i}>
          <button type="button" onClick={() => onPick(w.elementId)}>
            <WarningOutlined aria-hidden style={{ color: '#fa8c16' }} /> {w.message}
          </button>
        </li>
      ))}
    </ul>
  );
}
