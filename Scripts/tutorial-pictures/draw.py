#!/usr/bin/env python3
"""Draws the pictures of the ListComposer tutorial from headless renderings.

Each `<name>.txt` beside this script is what a `HeadlessCollectionView` renders for the
tutorial's screen (`render(showingLastUpdate: false)`); TutorialPictureTests checks that the
tutorial's code still renders exactly that. This script draws each as a list, the way an inset
list shows it, into `Sources/ListComposer/ListComposer.docc/Resources/Tutorial/<name>.png`.

    python3 Scripts/tutorial-pictures/draw.py      # needs Pillow (pip install pillow)

CI does not run it: the pictures are committed. Run it after changing a rendering.
"""
import os
import re

from PIL import Image, ImageDraw, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "Sources", "ListComposer", "ListComposer.docc",
                   "Resources", "Tutorial")
FONTS = "/usr/share/fonts/truetype/dejavu"
WIDTH, MARGIN, ROW, HEADER = 720, 32, 76, 56
BACKGROUND, CARD, RULE = (242, 242, 247), (255, 255, 255), (224, 224, 228)
PRIMARY, SECONDARY, HEADING = (20, 20, 22), (110, 110, 118), (100, 100, 108)


def parse(text):
    """Returns [(header, [(primary, secondary)])] from a headless rendering."""
    sections = []
    for line in text.splitlines():
        if m := re.match(r"== Section \d+(?:: (.*))? ==$", line):
            sections.append((m.group(1) or "", []))
        elif m := re.match(r"\s+\[\d+, \d+\] (.*)$", line):
            primary, _, secondary = m.group(1).partition(" — ")
            sections[-1][1].append((primary, secondary))
    return sections


def draw(name):
    with open(os.path.join(HERE, f"{name}.txt")) as f:
        sections = parse(f.read())
    regular = ImageFont.truetype(f"{FONTS}/DejaVuSans.ttf", 24)
    small = ImageFont.truetype(f"{FONTS}/DejaVuSans.ttf", 19)
    bold = ImageFont.truetype(f"{FONTS}/DejaVuSans-Bold.ttf", 18)
    height = MARGIN + sum(HEADER + ROW * len(rows) + 12 for _, rows in sections) + MARGIN
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    pen = ImageDraw.Draw(image)
    y = MARGIN
    for header, rows in sections:
        pen.text((MARGIN + 16, y + 22), header.upper(), font=bold, fill=HEADING)
        y += HEADER
        if rows:
            box = (MARGIN, y, WIDTH - MARGIN, y + ROW * len(rows))
            pen.rounded_rectangle(box, radius=18, fill=CARD)
        for index, (primary, secondary) in enumerate(rows):
            top = y + ROW * index
            if index:
                pen.line((MARGIN + 20, top, WIDTH - MARGIN, top), fill=RULE, width=2)
            if secondary:
                pen.text((MARGIN + 20, top + 10), primary, font=regular, fill=PRIMARY)
                pen.text((MARGIN + 20, top + 44), secondary, font=small, fill=SECONDARY)
            else:
                pen.text((MARGIN + 20, top + 24), primary, font=regular, fill=SECONDARY)
        y += ROW * len(rows) + 12
    image.save(os.path.join(OUT, f"{name}.png"), optimize=True)
    print(f"draw.py: {name}.png")


for file in sorted(os.listdir(HERE)):
    if file.endswith(".txt"):
        draw(file[:-4])
