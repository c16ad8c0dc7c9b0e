-- Driven by NeovimTests.swift: Neovim (0.7 or later) starts `flow lsp` on a
-- file, waits for its diagnostic, hovers, fixes the file through a buffer
-- edit (Neovim sends an incremental didChange), and writes what it saw.
local flow, file, out = os.getenv("FLOW_BIN"), os.getenv("FLOW_FILE"), os.getenv("FLOW_OUT")
local results = {}
vim.cmd("edit " .. file)
local buf = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({ name = "flow", cmd = { flow, "lsp" }, root_dir = vim.fn.fnamemodify(file, ":h") })
vim.lsp.buf_attach_client(buf, id)
local client = vim.lsp.get_client_by_id(id)

vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
local diagnostics = vim.diagnostic.get(buf)
table.insert(results, "diagnostics " .. #diagnostics)
if diagnostics[1] then table.insert(results, "message " .. diagnostics[1].message:gsub("\n", " ")) end

local hover = client.request_sync("textDocument/hover",
  { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 1, character = 6 } }, 5000, buf)
if hover and hover.result then table.insert(results, "hover " .. hover.result.contents.value:gsub("\n", " ")) end

vim.api.nvim_buf_set_text(buf, 2, 25, 2, 32, { "B" })
vim.wait(10000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
table.insert(results, "after fix " .. #vim.diagnostic.get(buf))

vim.fn.writefile(results, out)
client.stop()
vim.wait(5000, function() return client.is_stopped() end, 20)
vim.cmd("qa!")
