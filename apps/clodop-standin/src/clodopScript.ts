// The CLodopfuncs.js the stand-in serves. Like the real one it defines `getCLodop()` returning the
// CLODOP object with CVERSION (service) and VERSION (control), the printer list embedded at load time,
// the ADD_PRINT_* / SET_PRINT_* calls building a task, and an asynchronous PRINT() whose result
// arrives through On_Return(taskId, value). Each task is sent to the stand-in, which records it.
export interface ScriptConfig {
  /** The address the script was served from: the task goes back there. */
  origin: string;
  cversion: string;
  version: string;
  printers: readonly string[];
  /** false: the script loads but defines no control (an old or broken install). */
  control: boolean;
  httpsStatus: 0 | 1 | 2;
}

export function clodopScript(c: ScriptConfig): string {
  if (!c.control) return `/* CLodop stand-in: the control is missing */\nwindow.CLODOP_STANDIN_LOADED = true;\n`;
  return `/* CLodop stand-in: records each print task (see apps/clodop-standin) */
(function () {
  var CFG = ${JSON.stringify(c)};
  var seq = 0;
  var task = null;
  function fresh(name) { return { taskName: name || '', printer: null, copies: 1, calls: [] }; }
  function rec(fn, args) {
    if (!task) task = fresh('');
    task.calls.push({ fn: fn, args: Array.prototype.slice.call(args) });
  }
  function submit(kind) {
    var id = 'task' + (++seq) + '-' + Date.now();
    var body = { taskId: id, kind: kind, taskName: task ? task.taskName : '', printer: task && task.printer !== null ? task.printer : CFG.printers[0], copies: task ? task.copies : 1, calls: task ? task.calls : [] };
    var xhr = new XMLHttpRequest();
    xhr.open('POST', CFG.origin + '/c_print', true);
    xhr.setRequestHeader('Content-Type', 'text/plain');
    xhr.onload = function () {
      var res = {};
      try { res = JSON.parse(xhr.responseText); } catch (e) { res = { ok: false, error: '打印服务返回无法识别的结果' }; }
      if (typeof CLODOP.On_Return === 'function') CLODOP.On_Return(id, res.ok ? true : res.error);
      if (!CLODOP.On_Return_Remain) CLODOP.On_Return = null;
    };
    xhr.onerror = function () {
      if (typeof CLODOP.On_Return === 'function') CLODOP.On_Return(id, '打印服务连接中断');
      if (!CLODOP.On_Return_Remain) CLODOP.On_Return = null;
    };
    xhr.send(JSON.stringify(body));
    task = null;
    return id;
  }
  var CLODOP = {
    CVERSION: CFG.cversion,
    VERSION: CFG.version,
    HTTPS_STATUS: CFG.httpsStatus,
    Printers: { list: CFG.printers.map(function (n) { return { name: n }; }) },
    On_Return: null,
    On_Return_Remain: false,
    PRINT_INIT: function (name) { task = fresh(name); rec('PRINT_INIT', arguments); return true; },
    PRINT_INITA: function (t, l, w, h, name) { task = fresh(name); rec('PRINT_INITA', arguments); return true; },
    SET_PRINT_PAGESIZE: function () { rec('SET_PRINT_PAGESIZE', arguments); return true; },
    ADD_PRINT_TEXT: function () { rec('ADD_PRINT_TEXT', arguments); return true; },
    ADD_PRINT_BARCODE: function () { rec('ADD_PRINT_BARCODE', arguments); return true; },
    ADD_PRINT_IMAGE: function () { rec('ADD_PRINT_IMAGE', arguments); return true; },
    ADD_PRINT_LINE: function () { rec('ADD_PRINT_LINE', arguments); return true; },
    ADD_PRINT_RECT: function () { rec('ADD_PRINT_RECT', arguments); return true; },
    ADD_PRINT_HTM: function () { rec('ADD_PRINT_HTM', arguments); return true; },
    SET_PRINT_STYLEA: function () { rec('SET_PRINT_STYLEA', arguments); return true; },
    SET_PRINT_MODE: function () { rec('SET_PRINT_MODE', arguments); return true; },
    NEWPAGE: function () { rec('NEWPAGE', arguments); return true; },
    SEND_PRINT_RAWDATA: function () { rec('SEND_PRINT_RAWDATA', arguments); return true; },
    SET_PRINT_COPIES: function (n) { rec('SET_PRINT_COPIES', arguments); if (task) task.copies = Number(n) || 1; return true; },
    SET_PRINTER_INDEX: function (p) {
      var name = typeof p === 'number' ? CFG.printers[p] : p;
      if (CFG.printers.indexOf(name) < 0) return false;
      rec('SET_PRINTER_INDEX', arguments);
      if (!task) task = fresh('');
      task.printer = name;
      return true;
    },
    GET_PRINTER_COUNT: function () { return CFG.printers.length; },
    GET_PRINTER_NAME: function (i) { return i === -1 ? CFG.printers[0] : CFG.printers[i] || ''; },
    PRINT: function () { return submit('print'); },
    PREVIEW: function () { return submit('preview'); }
  };
  window.getCLodop = function () { return CLODOP; };
  window.CLODOP = CLODOP;
})();
`;
}
