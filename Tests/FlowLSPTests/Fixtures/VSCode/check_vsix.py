#!/usr/bin/env python3
"""Opens a .vsix as VS Code would and highlights a .flow file with the grammar inside it.

    python3 check_vsix.py EXTENSION.vsix FILE.flow

Checks the package's layout (the content types and the manifest parse; the manifest's identity
is package.json's; every file package.json names is in the package), then tokenizes FILE with
the TextMate grammar the package contributes, through textmate-grammar-python (PyPI, on the
Oniguruma regular expressions VS Code's tokenizer uses). Prints `identity: ID VERSION`, the
package's files, then one line per token that has a scope: `LINE:COLUMN SCOPE TEXT`. Exits 1
with the reason when the package is malformed.
"""

import json
import logging
import sys
import zipfile
import xml.etree.ElementTree as ElementTree


def fail(message):
    sys.stderr.write("check_vsix.py: " + message + "\n")
    sys.exit(1)


def main():
    vsix, source = sys.argv[1], sys.argv[2]
    with zipfile.ZipFile(vsix) as archive:
        names = set(archive.namelist())
        for required in ("[Content_Types].xml", "extension.vsixmanifest", "extension/package.json"):
            if required not in names:
                fail("no " + required)
        ElementTree.fromstring(archive.read("[Content_Types].xml"))
        manifest = ElementTree.fromstring(archive.read("extension.vsixmanifest"))
        namespace = {"v": "http://schemas.microsoft.com/developer/vsx-schema/2011"}
        identity = manifest.find("v:Metadata/v:Identity", namespace)
        package = json.loads(archive.read("extension/package.json"))
        if identity is None or identity.get("Id") != package["name"] or identity.get("Version") != package["version"]:
            fail("the manifest's identity is not package.json's")
        for asset in manifest.findall("v:Assets/v:Asset", namespace):
            if asset.get("Path") not in names:
                fail("the manifest's asset " + asset.get("Path") + " is not in the package")
        contributes = package.get("contributes", {})
        named = [language.get("configuration") for language in contributes.get("languages", [])]
        named += [grammar.get("path") for grammar in contributes.get("grammars", [])]
        named += [package.get("main")]
        for path in filter(None, named):
            if "extension/" + path.lstrip("./") not in names:
                fail("package.json names " + path + ", which is not in the package")
        grammar_path = "extension/" + contributes["grammars"][0]["path"].lstrip("./")
        grammar = json.loads(archive.read(grammar_path))

    logging.getLogger("textmate_grammar").setLevel(logging.ERROR)
    from textmate_grammar.parsers.base import LanguageParser

    parser = LanguageParser(grammar)
    with open(source, encoding="utf-8") as file:
        text = file.read()
    print("identity: {} {}".format(identity.get("Id"), identity.get("Version")))
    for name in sorted(names):
        print("file: " + name)
    element = parser.parse_string(text)
    for (line, column), token, scopes in element.flatten() if element else []:
        if len(scopes) > 1 and token.strip():
            print("{}:{} {} {}".format(line + 1, column + 1, scopes[-1], token))


if __name__ == "__main__":
    main()
