"""The Qt user interface: main window, table scene, card items, panels and models.

Arrows point down only: this package uses ``engine`` and ``ai``; neither knows
that a window exists.
"""

#: the program's name as its windows and boxes show it
APP_TITLE = "Pinochle Desktop"
