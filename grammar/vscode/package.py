#!/usr/bin/env python3
"""Packages the flow extension for VS Code as a .vsix, with Python's standard library only.

    python3 grammar/vscode/package.py                 # after `npm install` in grammar/vscode
    python3 grammar/vscode/package.py --grammar-only  # highlighting alone, nothing to install
    python3 grammar/vscode/package.py -o flow.vsix

A .vsix is a zip in the Open Packaging Conventions layout that Microsoft's `vsce package` writes
and `code --install-extension` reads: `[Content_Types].xml`, `extension.vsixmanifest` (the
extension's identity, engine and assets) and the extension's files under `extension/`. This
script writes that layout itself so that packaging needs no npm registry (`vsce` comes from npm,
which CI machines may not reach); `npx @vscode/vsce package` makes an equivalent file.

The full extension starts `flow lsp` through Microsoft's `vscode-languageclient`, which `npm
install` puts in `node_modules`; the package carries it. Without it the script refuses, unless
`--grammar-only` is given: then the package contributes the language, its configuration and the
TextMate grammar (highlighting, comments, brackets) and runs no code.
"""

import argparse
import json
import os
import sys
import zipfile
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
GRAMMAR = os.path.join(HERE, "..", "flow.tmLanguage.json")

CONTENT_TYPES = """<?xml version="1.0" encoding="utf-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension=".json" ContentType="application/json"/>
<Default Extension=".js" ContentType="application/javascript"/>
<Default Extension=".md" ContentType="text/markdown"/>
<Default Extension=".txt" ContentType="text/plain"/>
<Default Extension=".vsixmanifest" ContentType="text/xml"/>
</Types>
"""


def manifest_xml(package):
    """extension.vsixmanifest for the package.json `package`."""
    identity = 'Language="en-US" Id="{}" Version="{}" Publisher="{}"'.format(
        escape(package["name"]), escape(package["version"]), escape(package["publisher"]))
    properties = [
        ("Microsoft.VisualStudio.Code.Engine", package["engines"]["vscode"]),
        ("Microsoft.VisualStudio.Code.ExtensionDependencies", ""),
        ("Microsoft.VisualStudio.Code.ExtensionPack", ""),
        ("Microsoft.VisualStudio.Code.ExtensionKind", "workspace"),
        ("Microsoft.VisualStudio.Code.LocalizedLanguages", ""),
        ("Microsoft.VisualStudio.Services.GitHubFlavoredMarkdown", "true"),
    ]
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011" '
        'xmlns:d="http://schemas.microsoft.com/developer/vsx-schema-design/2011">',
        "  <Metadata>",
        "    <Identity {} />".format(identity),
        "    <DisplayName>{}</DisplayName>".format(escape(package.get("displayName", package["name"]))),
        '    <Description xml:space="preserve">{}</Description>'.format(escape(package.get("description", ""))),
        "    <Categories>{}</Categories>".format(escape(",".join(package.get("categories", [])))),
        "    <GalleryFlags>Public</GalleryFlags>",
        "    <Properties>",
    ] + ['      <Property Id="{}" Value="{}" />'.format(key, escape(value)) for key, value in properties] + [
        "    </Properties>",
        "  </Metadata>",
        "  <Installation>",
        '    <InstallationTarget Id="Microsoft.VisualStudio.Code"/>',
        "  </Installation>",
        "  <Dependencies/>",
        "  <Assets>",
        '    <Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension/package.json" Addressable="true" />',
        '    <Asset Type="Microsoft.VisualStudio.Services.Content.Details" Path="extension/README.md" Addressable="true" />',
        "  </Assets>",
        "</PackageManifest>",
        "",
    ]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description="Package the flow extension for VS Code as a .vsix.")
    parser.add_argument("--grammar-only", action="store_true",
                        help="highlighting and the language configuration only: no language server, nothing to install")
    parser.add_argument("-o", "--output", help="the .vsix to write (default: NAME-VERSION.vsix here)")
    arguments = parser.parse_args()

    with open(os.path.join(HERE, "package.json"), encoding="utf-8") as file:
        package = json.load(file)
    modules = os.path.join(HERE, "node_modules")
    if not arguments.grammar_only and not os.path.isdir(os.path.join(modules, "vscode-languageclient")):
        sys.stderr.write("package.py: node_modules/vscode-languageclient is missing: run `npm install` in {} first, "
                         "or pass --grammar-only for highlighting alone\n".format(HERE))
        return 1

    shipped = dict(package)
    shipped.pop("scripts", None)  # the grammar is copied below, as `vscode:prepublish` does for vsce
    files = {
        "extension/language-configuration.json": os.path.join(HERE, "language-configuration.json"),
        "extension/README.md": os.path.join(HERE, "README.md"),
        "extension/syntaxes/flow.tmLanguage.json": GRAMMAR,
    }
    if arguments.grammar_only:
        # No code: nothing to activate, nothing to depend on.
        shipped.pop("main", None)
        shipped.pop("dependencies", None)
        shipped.pop("activationEvents", None)
        shipped["contributes"] = {key: value for key, value in package["contributes"].items() if key != "configuration"}
    else:
        files["extension/extension.js"] = os.path.join(HERE, "extension.js")
        for folder, _, names in os.walk(modules):
            for name in names:
                path = os.path.join(folder, name)
                files["extension/node_modules/" + os.path.relpath(path, modules).replace(os.sep, "/")] = path

    output = arguments.output or os.path.join(HERE, "{}-{}.vsix".format(package["name"], package["version"]))
    with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", CONTENT_TYPES)
        archive.writestr("extension.vsixmanifest", manifest_xml(package))
        archive.writestr("extension/package.json", json.dumps(shipped, indent=2) + "\n")
        for name in sorted(files):
            archive.write(files[name], name)
    print("package.py: wrote {} ({} files{})".format(
        output, len(files) + 3, ", highlighting only" if arguments.grammar_only else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
