<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>Settings</name>
    <message>
        <source>Cells, as in tic-tac-toe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stones on the points of a Go board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no %1.json in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your theme “%1” could not be used (%2); the %3 theme is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system (light or dark)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colours of the whole app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a board of five or more in a row (Gomoku) is drawn; smaller games always use cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Board for five in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the settings: every change is already kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the app, used from its next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own themes are read from %1 (see docs/themes.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
