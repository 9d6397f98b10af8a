-- End-to-end test of `entrylint server` with Neovim's built-in LSP client (run by
-- scripts/test-neovim): open a fixture file, receive the diagnostics, apply code actions and
-- see the diagnostics disappear. Works with vim.lsp.start (Neovim 0.8+) and, before it,
-- vim.lsp.start_client + buf_attach_client (Debian 12 ships 0.7).
local bin = os.getenv("ENTRYLINT")
local root = os.getenv("PROJECT")
local logfile = io.open(os.getenv("E2E_LOG"), "w")

local function log(msg)
  logfile:write(msg .. "\n")
  logfile:flush()
end

local function finish(ok, msg)
  log((ok and "PASS: " or "FAIL: ") .. msg)
  logfile:close()
  vim.cmd(ok and "qall!" or "cquit 1")
end

local function code(d)
  return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
end

local function codes(buf)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do table.insert(out, code(d)) end
  table.sort(out)
  return table.concat(out, ",")
end

local function find(buf, rule)
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if code(d) == rule then return d end
  end
end

local function wait_codes(buf, expected, what)
  local ok = vim.wait(20000, function() return codes(buf) == expected end, 20)
  if not ok then finish(false, what .. ": expected [" .. expected .. "], got [" .. codes(buf) .. "]") end
  log("ok: " .. what .. " [" .. expected .. "]")
end

-- Asks for the code actions on a diagnostic's line and applies the one titled `title`.
local function apply_action(buf, client, d, title)
  -- As `vim.lsp.buf.code_action()` asks: the cursor (here at the start of the line) and the
  -- line's diagnostics in LSP form.
  local line_diagnostics = {}
  if vim.lsp.diagnostic.get_line_diagnostics then
    line_diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, d.lnum)
  end
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = d.lnum, character = 0 }, ["end"] = { line = d.lnum, character = 0 } },
    context = { diagnostics = line_diagnostics },
  }
  if #line_diagnostics == 0 then params.range["end"] = { line = d.lnum + 1, character = 0 } end
  local responses, err = vim.lsp.buf_request_sync(buf, "textDocument/codeAction", params, 10000)
  if not responses then finish(false, "codeAction failed: " .. tostring(err)) end
  responses = responses or {}
  for _, response in pairs(responses) do
    for _, action in ipairs(response.result or {}) do
      if action.title == title then
        vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or "utf-16")
        log("ok: applied '" .. title .. "'")
        return
      end
    end
  end
  finish(false, "no code action titled '" .. title .. "'")
end

vim.cmd("edit " .. vim.fn.fnameescape(root .. "/Sources/Shelf.swift"))
local buf = vim.api.nvim_get_current_buf()
local config = { name = "entrylint", cmd = { bin, "server" }, root_dir = root, flags = { debounce_text_changes = 10 } }
local client_id
if vim.lsp.start then
  log("using vim.lsp.start")
  client_id = vim.lsp.start(config)
else
  log("using vim.lsp.start_client (Neovim " .. tostring(vim.version().major) .. "." .. tostring(vim.version().minor) .. ")")
  client_id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(buf, client_id)
end
if not client_id then finish(false, "the server did not start") end

wait_codes(buf, "fresh_id_modifier,print_changes_leftover", "diagnostics on open")
local client = vim.lsp.get_client_by_id(client_id)

-- `Text("Bücher 📚 für alle").id(UUID())`: Neovim turns the server's UTF-16 column (38)
-- into a byte column (42); a server sending bytes would land 4 columns off.
local id = find(buf, "fresh_id_modifier")
if id.lnum ~= 7 or id.col ~= 42 or id.end_col ~= 48 then
  finish(false, string.format("fresh_id_modifier at %d:%d-%d, expected 7:42-48", id.lnum, id.col, id.end_col))
end
log("ok: UTF-16 range maps to byte columns 42-48")

apply_action(buf, client, find(buf, "print_changes_leftover"), "Fix: guard the call with '#if DEBUG'")
wait_codes(buf, "fresh_id_modifier", "after the fix")
local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
if lines[7] ~= "        #if DEBUG" then finish(false, "fixed text: " .. table.concat(lines, "\n")) end

apply_action(buf, client, find(buf, "fresh_id_modifier"), "Suppress fresh_id_modifier on this line")
wait_codes(buf, "", "after the suppression")

vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
finish(true, "Neovim received diagnostics, applied a fix and a suppression, and the diagnostics went")
