<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>Pinochle Desktop started, but:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinochle Desktop is already open, but that window does not answer. Close it (or end it in your task manager), then start the game again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The German translation in this installation is missing or damaged, so the game is shown in English. Reinstalling the game should repair it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>Claim the rest (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side takes every remaining trick whatever the others play: play them out at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} the game, {2:+,} units!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} will play {1}: concede the contract, or defend?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the hand, claim it, concede or re-arrange?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side takes every remaining trick whatever the others play: Claim the rest (C) plays them out at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick has been won yet in this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick {0}: won by {1}, {2} in counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(L or a click puts it away)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the {0} again to play it, or choose another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your only card allowed, the {0}, was played for you.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Some card pictures could not be read ({0}), so those cards are drawn plain. The game goes on; reinstalling Pinochle Desktop brings the pictures back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinochle Desktop started, but:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinochle Desktop goes on, but:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game with this deal number deals these cards again, from the same dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NamePlate</name>
    <message>
        <source>sits out this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your house rules (Game &gt; House Rules…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s (your saved rules, chosen in Preferences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level of %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play this seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name at the table; it changes on the table at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant of a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant a new game starts with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules a new game of this variant is dealt with: the standard rules, or one of your saved rule sets for this variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player&apos;s level at this seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats go clockwise from you; a game uses as many as it has players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You, when the computer plays for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat 2 (on your left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the computer players wait and how fast the cards move (Instant: no animation). The same as View &gt; Speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-colour suits, or four colours (clubs green, diamonds blue).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture on the back of the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colour of the table cloth; click to choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card twice to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first click raises the card; a second click on it plays it (another card can be chosen instead). Dragging a card to the table plays it at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play my card for me when only one is allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the rules leave you one card to play, it is played for you after a short pause.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wait before playing it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait before playing my only card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long your only allowed card stays raised before it is played for you, so you see it go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow taking back my last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &gt; Undo takes back the last card you played in this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mute the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sound for cards, tricks, bids, meld, the shuffle and the end of a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How loud the table&apos;s sounds are, from 0 (none) to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s (not installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant&apos;s standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s (no longer saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New games of this variant use the house rules you chose (Game &gt; House Rules…) until you choose rules here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name for yourself (it is shown at the table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cannot be used (%s); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableEvents</name>
    <message>
        <source>{0} claimed the contract: the meld makes the bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} took the {1} buried cards back to name trump, meld and bury again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} conceded the contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} defends: the hand is played out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} kept the card drawn; the next went unseen to the discards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rejected the card drawn and kept the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card is chosen: the bidding begins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>{0}: click to see the last trick again (L)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowGames</name>
    <message>
        <source>Pinochle {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Last Trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the last trick won again (L, or click a name plate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Claim the Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play out the remaining tricks at once when your side is certain to take them all (C)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
