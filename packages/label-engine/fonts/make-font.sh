#!/usr/bin/env bash
# Rebuilds NotoSansSC-LabelSubset.otf from Debian's fonts-noto-cjk (OFL-1.1): GB2312, plus the 8,105
# characters of the 2013 Table of General Standard Chinese Characters (通用规范汉字表, Unihan kTGH) so
# names such as 堃 and 喆 print, plus ASCII and CJK / full-width punctuation.
# Needs: apt-get install -y fonts-noto-cjk python3-fonttools unicode-data
set -euo pipefail
cd "$(dirname "$0")"
SRC=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
# Face 2 of the collection is Simplified Chinese (Noto Sans CJK SC).
/usr/bin/python3 - <<'PY'
chars = set(range(0x20, 0x7F))
for hi in range(0xA1, 0xF8):
    for lo in range(0xA1, 0xFF):
        try:
            chars.add(ord(bytes([hi, lo]).decode('gb2312')))
        except UnicodeDecodeError:
            pass
import bz2
with bz2.open('/usr/share/unicode/Unihan_OtherMappings.txt.bz2', 'rt') as f:
    for line in f:
        parts = line.split('\t')
        if len(parts) > 1 and parts[1] == 'kTGH':
            chars.add(int(parts[0][2:], 16))
chars.update(range(0x3000, 0x3040))   # CJK punctuation
chars.update(range(0xFF01, 0xFF5F))   # full-width forms
chars.update([0xA5, 0xB7, 0xD7, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x2103, 0x00AE, 0x00A9])
open('unicodes.txt', 'w').write(','.join('U+%04X' % c for c in sorted(chars)))
print(len(chars), 'code points')
PY
/usr/bin/python3 -m fontTools.subset "$SRC" --font-number=2 \
  --unicodes-file=unicodes.txt --layout-features='' --no-hinting --notdef-outline \
  --name-IDs='*' --desubroutinize --output-file=NotoSansSC-LabelSubset.otf
rm unicodes.txt
ls -l NotoSansSC-LabelSubset.otf
