#!/bin/sh
# Writes app/fonts/inter-latin-400-700.woff2 from the Latin file of @fontsource-variable/inter:
# the weight axis limited to the 400-700 the site sets, and only the OpenType features browsers
# apply by default (Inter's stylistic alternates are most of its glyphs). 48 KB becomes 29 KB.
# Run again after updating the package. Needs fontTools: apt-get install -y fonttools python3-brotli
set -eu
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
# The Latin unicode-range of @fontsource-variable/inter, as in app/app.css.
latin="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer "$source" wght=400:700 -o "$work/inter.ttf"
pyftsubset "$work/inter.ttf" --unicodes="$latin" --flavor=woff2 --output-file=app/fonts/inter-latin-400-700.woff2
cp node_modules/@fontsource-variable/inter/LICENSE app/fonts/LICENSE-Inter.txt
ls -l app/fonts/inter-latin-400-700.woff2
