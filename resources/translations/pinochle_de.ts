<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
    <context>
        <name>ActionPanel</name>
        <message>
            <source>your partner</source>
            <translation>dein Partner</translation>
        </message>
        <message>
            <source>Your decision</source>
            <translation>Deine Entscheidung</translation>
        </message>
        <message>
            <source>Throw this hand in?</source>
            <translation>Blatt hinwerfen?</translation>
        </message>
        <message numerus="yes">
            <source>You hold %n nine(s), so you may call a misdeal and the same dealer redeals.</source>
            <translation>
                <numerusform>Du hast %n Neun, also darfst du das Blatt hinwerfen, und derselbe Geber gibt neu.</numerusform>
                <numerusform>Du hast %n Neunen, also darfst du das Blatt hinwerfen, und derselbe Geber gibt neu.</numerusform>
            </translation>
        </message>
        <message>
            <source>Concede without seeing the widow?</source>
            <translation>Aufgeben, ohne den Dabb anzusehen?</translation>
        </message>
        <message>
            <source>Everyone passed, so you, the dealer, are stuck at {contract}. Concede now and lose {contract} (the others score nothing), or turn up the widow and play.</source>
            <translation>Alle haben gepasst, also bleibst du als Geber bei {contract} hängen. Gib jetzt ab und verliere {contract} (die anderen bekommen nichts), oder deck den Stock auf und spiel.</translation>
        </message>
        <message>
            <source>You were forced to open at {contract}. Concede now and lose {contract} (the others score nothing), or turn up the widow and play.</source>
            <translation>Du musstest mit {contract} eröffnen. Gib jetzt auf und verliere {contract} (die anderen bekommen nichts), oder deck den Dabb auf und spiel.</translation>
        </message>
        <message>
            <source>You cannot make {contract}</source>
            <translation>{contract} ist nicht zu schaffen</translation>
        </message>
        <message>
            <source>Play the hand?</source>
            <translation>Das Spiel spielen?</translation>
        </message>
        <message>
            <source>Shooting the moon means taking every trick.</source>
            <translation>Durchmarsch heißt: du musst jeden Stich machen.</translation>
        </message>
        <message>
            <source>You hold the dix (the nine of trump)</source>
            <translation>Du hast den Dix (die Trumpf-Neun)</translation>
        </message>
        <message>
            <source>Exchange it for the turned-up trump card, or show it, for 10 points.</source>
            <translation>Tausch ihn gegen die aufgedeckte Trumpfkarte oder zeig ihn vor, für 10 Punkte.</translation>
        </message>
        <message>
            <source>Take which card?</source>
            <translation>Welche Karte nehmen?</translation>
        </message>
        <message>
            <source>You won the last trick of the stock: choose the last card or the trump card.</source>
            <translation>Du hast den letzten Stich vor dem Ende des Talons gemacht: wähle die letzte Karte oder die Trumpfkarte.</translation>
        </message>
        <message>
            <source>{action} (−{contract})</source>
            <translation>{action} (−{contract})</translation>
        </message>
        <message>
            <source>Take {card} (trump card)</source>
            <translation>{card} nehmen (Trumpfkarte)</translation>
        </message>
        <message>
            <source>Take {card} (last stock card)</source>
            <translation>{card} nehmen (letzte Talonkarte)</translation>
        </message>
        <message>
            <source>Your meld ({meld}) and every counter in the tricks ({tricks}) come to {most}, short of {contract}, so the hand is conceded: it costs the bid, and the others score their meld.</source>
            <translation>Deine Meldung ({meld}) und alle Zählkarten in den Stichen ({tricks}) ergeben höchstens {most}, weniger als {contract}. Das Spiel wird aufgegeben: Das kostet dich dein Gebot, und die anderen bekommen ihre Meldungen.</translation>
        </message>
        <message>
            <source>Your meld ({meld}) is not enough to play a bid of {contract} under this table's rule "Meld near the bid to play", so the hand is conceded: it costs the bid, and the others score their meld.</source>
            <translation>Deine Meldung ({meld}) reicht nach der Hausregel „Spielen nur mit Meldung nahe am Gebot“ nicht für ein Gebot von {contract}. Das Spiel wird aufgegeben: Das kostet dich dein Gebot, und die anderen bekommen ihre Meldungen.</translation>
        </message>
        <message>
            <source>Your contract is {contract}; your meld is {meld}. Conceding now costs the bid, and the others score their meld.</source>
            <translation>Dein Spiel ist {contract}; deine Meldung ist {meld}. Wenn du jetzt aufgibst, kostet dich das dein Gebot, und die anderen bekommen ihre Meldungen.</translation>
        </message>
        <message>
            <source>Your contract is {contract}; your side's meld is {together} (yours {own}, {others} {theirs}). Conceding now costs the bid, and the others score their meld.</source>
            <translation>Dein Spiel ist {contract}; die Meldung deiner Partei ist {together} (deine: {own}, {others}: {theirs}). Wenn du jetzt aufgibst, kostet dich das dein Gebot, und die anderen bekommen ihre Meldungen.</translation>
        </message>
        <message>
            <source>You won the trick: lay a meld?</source>
            <translation>Du hast den Stich gemacht: etwas melden?</translation>
        </message>
        <message>
            <source>One meld per trick won; it is scored now and its cards stay playable from the table.</source>
            <translation>Eine Meldung pro gewonnenem Stich; sie zählt sofort, und ihre Karten bleiben vom Tisch aus spielbar.</translation>
        </message>
        <message>
            <source>Deal the kitty</source>
            <translation>Dabb verteilen</translation>
        </message>
        <message>
            <source>Give one kitty card to each player.</source>
            <translation>Gib jedem Spieler eine Karte aus dem Dabb.</translation>
        </message>
        <message>
            <source>Kitty card for {seat}</source>
            <translation>{seat}: Karte aus dem Dabb</translation>
        </message>
        <message>
            <source>Deal</source>
            <comment>the kitty</comment>
            <translation>Verteilen</translation>
        </message>
        <message>
            <source>Give each player a different kitty card.</source>
            <translation>Gib jedem Spieler eine andere Karte aus dem Dabb.</translation>
        </message>
    </context>
    <context>
        <name>Announce</name>
        <message>
            <source>Your turn: play a card.</source>
            <translation>Du bist dran: spiel eine Karte.</translation>
        </message>
        <message>
            <source>Your turn: bid.</source>
            <translation>Du bist dran: reizen.</translation>
        </message>
        <message>
            <source>Your turn: name trump.</source>
            <translation>Du bist dran: Trumpf bestimmen.</translation>
        </message>
        <message>
            <source>Your turn: choose cards to pass.</source>
            <translation>Du bist dran: wähle Karten zum Schieben.</translation>
        </message>
        <message>
            <source>Your turn: choose cards to bury.</source>
            <translation>Du bist dran: wähle Karten zum Drücken.</translation>
        </message>
        <message>
            <source>Your turn: play the hand or concede.</source>
            <translation>Du bist dran: spielen oder aufgeben.</translation>
        </message>
        <message>
            <source>Your turn: meld or go on.</source>
            <translation>Du bist dran: melden oder weiter.</translation>
        </message>
        <message>
            <source>Your turn: exchange or show the dix.</source>
            <translation>Du bist dran: Dix tauschen oder vorzeigen.</translation>
        </message>
        <message>
            <source>Your turn: your move.</source>
            <translation>Du bist dran: dein Zug.</translation>
        </message>
        <message>
            <source>{0} to play.</source>
            <translation>Am Zug: {0}.</translation>
        </message>
        <message>
            <source>Keys at the table: Left and Right arrows move between the cards of your hand, Enter or Space plays or chooses the card, Tab reaches the questions and their buttons, H gives a hint, L shows the last trick, question mark says these keys again.</source>
            <translation>Tasten am Tisch: Pfeil links und rechts wechseln zwischen den Karten deiner Hand, Eingabe oder Leertaste spielt oder wählt die Karte, Tab erreicht die Fragen und ihre Knöpfe, H gibt einen Tipp, L zeigt den letzten Stich, Fragezeichen sagt diese Tasten noch einmal.</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Du passt.</translation>
        </message>
        <message>
            <source>{0} passes.</source>
            <translation>{0} passt.</translation>
        </message>
        <message>
            <source>You bid {0}.</source>
            <translation>Du reizt {0}.</translation>
        </message>
        <message>
            <source>{0} bids {1}.</source>
            <translation>{0} reizt {1}.</translation>
        </message>
        <message>
            <source>You name {suit} trump.</source>
            <translation>Du machst {suit} zu Trumpf.</translation>
        </message>
        <message>
            <source>{seat} names {suit} trump.</source>
            <translation>{seat}: {suit} ist Trumpf.</translation>
        </message>
        <message>
            <source>You play the {0}.</source>
            <translation>Du spielst {0}.</translation>
        </message>
        <message>
            <source>{0} plays the {1}.</source>
            <translation>{0}: {1}.</translation>
        </message>
        <message>
            <source>You take the trick.</source>
            <translation>Du machst den Stich.</translation>
        </message>
        <message>
            <source>{0} takes the trick.</source>
            <translation>Stich: {0}.</translation>
        </message>
        <message>
            <source>Hint: {0}</source>
            <translation>Tipp: {0}</translation>
        </message>
        <message>
            <source>You have no meld.</source>
            <translation>Du hast keine Meldung.</translation>
        </message>
        <message>
            <source>{0} has no meld.</source>
            <translation>{0} hat keine Meldung.</translation>
        </message>
        <message>
            <source>You show {total}: {melds}.</source>
            <translation>Du meldest {total}: {melds}.</translation>
        </message>
        <message>
            <source>{seat} shows {total}: {melds}.</source>
            <translation>{seat} meldet {total}: {melds}.</translation>
        </message>
        <message>
            <source>the {0}</source>
            <translation>{0}</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Pinochle Desktop started, but:</source>
            <translation>Pinochle Desktop wurde gestartet, aber:</translation>
        </message>
        <message>
            <source>Pinochle Desktop is already open, but that window does not answer. Close it (or end it in your task manager), then start the game again.</source>
            <translation>Pinochle Desktop ist bereits geöffnet, aber dieses Fenster antwortet nicht. Schließ es (oder beende es im Task-Manager) und starte das Spiel dann erneut.</translation>
        </message>
        <message>
            <source>{file} was not opened.</source>
            <translation>{file} wurde nicht geöffnet.</translation>
        </message>
        <message>
            <source>The German translation in this installation is missing or damaged, so the game is shown in English. Reinstalling the game should repair it.</source>
            <translation>Die deutsche Übersetzung dieser Installation fehlt oder ist beschädigt, deshalb wird das Spiel auf Englisch angezeigt. Eine Neuinstallation des Spiels sollte das beheben.</translation>
        </message>
    </context>
    <context>
        <name>Application</name>
        <message>
            <source>A pinochle card game against computer players, played with the keyboard or the mouse.</source>
            <translation>Ein Binokel-Kartenspiel gegen Computerspieler, mit Tastatur oder Maus gespielt.</translation>
        </message>
    </context>
    <context>
        <name>BidPanel</name>
        <message>
            <source>Your bid</source>
            <translation>Dein Gebot</translation>
        </message>
        <message>
            <source>High bid: {amount} by {seat}.</source>
            <translation>Höchstgebot: {amount} ({seat}).</translation>
        </message>
        <message>
            <source>You open the bidding (minimum {amount}).</source>
            <translation>Du beginnst das Reizen (mindestens {amount}).</translation>
        </message>
        <message>
            <source>Your best meld: {meld} with {suit} as trump.</source>
            <translation>Deine beste Meldung: {meld} mit {suit} als Trumpf.</translation>
        </message>
        <message>
            <source>You may not bid (you hold no marriage).</source>
            <translation>Du darfst nicht reizen (du hast kein Paar).</translation>
        </message>
        <message>
            <source>Up and Down arrows (or the − and + buttons) step through the bids you may make; Enter bids.</source>
            <translation>Mit den Pfeiltasten hoch und runter (oder den Schaltflächen − und +) gehst du die möglichen Gebote durch; Eingabe gibt das Gebot ab.</translation>
        </message>
        <message>
            <source>Bid amount</source>
            <translation>Gebotshöhe</translation>
        </message>
        <message>
            <source>Up and Down step through the bids you may make; Enter bids.</source>
            <translation>Pfeil hoch und runter gehen die möglichen Gebote durch; Eingabe gibt das Gebot ab.</translation>
        </message>
        <message>
            <source>Lower bid</source>
            <translation>Gebot senken</translation>
        </message>
        <message>
            <source>Raise bid</source>
            <translation>Gebot erhöhen</translation>
        </message>
        <message>
            <source>You may not pass now.</source>
            <translation>Du darfst jetzt nicht passen.</translation>
        </message>
    </context>
    <context>
        <name>BuildPanel</name>
        <message>
            <source>Keep the card you drew (hand building)</source>
            <translation>Die gezogene Karte behalten (Blattaufbau)</translation>
        </message>
        <message>
            <source>Reject the card you drew (hand building)</source>
            <translation>Die gezogene Karte ablehnen (Blattaufbau)</translation>
        </message>
        <message>
            <source>Keep this card?</source>
            <translation>Diese Karte behalten?</translation>
        </message>
        <message>
            <source>Keep it and the next card goes face down, unseen, to your discard pile; reject it and it goes to your discard pile, and you keep the next card. {left} cards left in the pile; you hold {held}.</source>
            <translation>Behältst du sie, geht die nächste Karte verdeckt und ungesehen auf deinen Ablagestapel; lehnst du sie ab, kommt sie auf deinen Ablagestapel, und du behältst die nächste Karte. Karten im Stapel: {left}; du hast {held}.</translation>
        </message>
        <message>
            <source>You drew the {card}</source>
            <translation>Gezogen: {card}</translation>
        </message>
        <message>
            <source>&amp;Keep</source>
            <translation>&amp;Behalten</translation>
        </message>
        <message>
            <source>Keep the {card}</source>
            <translation>{card} behalten</translation>
        </message>
        <message>
            <source>&amp;Reject</source>
            <translation>&amp;Ablehnen</translation>
        </message>
        <message>
            <source>Reject the {card}</source>
            <translation>{card} ablehnen</translation>
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation>{action} ({key})</translation>
        </message>
    </context>
    <context>
        <name>CallPanel</name>
        <message>
            <source>Name a card: whoever holds it plays with you this hand. Calling a card you hold every copy of means you play alone.</source>
            <translation>Nenne eine Karte: wer sie hat, spielt in diesem Spiel mit dir. Rufst du eine Karte, von der du alle Exemplare hast, spielst du allein.</translation>
        </message>
        <message>
            <source>Call your partner</source>
            <translation>Partner rufen</translation>
        </message>
        <message>
            <source>Another suit:</source>
            <translation>Andere Farbe:</translation>
        </message>
        <message>
            <source>Call one of the {suit}</source>
            <translation>Eine {suit}-Karte rufen</translation>
        </message>
        <message>
            <source>all {held} · alone</source>
            <translation>alle {held} · allein</translation>
        </message>
        <message>
            <source>you hold none</source>
            <translation>du hast keine</translation>
        </message>
        <message>
            <source>you hold {held}</source>
            <translation>du hast {held}</translation>
        </message>
        <message>
            <source>You hold every {card}: you would play alone.</source>
            <translation>{card}: du hast alle, also würdest du allein spielen.</translation>
        </message>
        <message>
            <source>Call the {card}: whoever holds one plays with you (you hold {held} of {copies}).</source>
            <translation>{card} rufen: wer eine davon hat, spielt mit dir (du hast {held} von {copies}).</translation>
        </message>
    </context>
    <context>
        <name>CardStyles</name>
        <message>
            <source>Two-colour deck</source>
            <translation>Zweifarbiger Kartensatz</translation>
        </message>
        <message>
            <source>Four-colour deck</source>
            <translation>Vierfarbiger Kartensatz</translation>
        </message>
        <message>
            <source>Blue back</source>
            <translation>Blaue Rückseite</translation>
        </message>
        <message>
            <source>Red back</source>
            <translation>Rote Rückseite</translation>
        </message>
        <message>
            <source>Green back</source>
            <translation>Grüne Rückseite</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>spades</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>Kreuz</translation>
        </message>
        <message>
            <source>spade</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>diamond</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>club</source>
            <translation>Kreuz</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>Neun</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>Bube</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>Dame</translation>
        </message>
        <message>
            <source>king</source>
            <translation>König</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>Zehn</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>Ass</translation>
        </message>
        <message>
            <source>Not a pinochle card: {card} (write it like AS, 10H, TH or 9D)</source>
            <translation>Keine Binokelkarte: {card} (schreib sie wie AS, 10H, TH oder 9D)</translation>
        </message>
    </context>
    <context>
        <name>Challenge</name>
        <message>
            <source>No hints during a challenge: your own play is what is compared with the Expert's.</source>
            <translation>Keine Tipps während einer Herausforderung: Verglichen wird dein eigenes Spiel mit dem des Experten.</translation>
        </message>
        <message>
            <source>Challenge the Expert: series {series}, deal {deal} of {deals}.</source>
            <translation>Herausforderung an den Experten: Serie {series}, Spiel {deal} von {deals}.</translation>
        </message>
        <message>
            <source>Deal {deal} of {deals} (series {series})</source>
            <translation>Spiel {deal} von {deals} (Serie {series})</translation>
        </message>
        <message>
            <source>The Expert could not play this deal; it is left out of the series.</source>
            <translation>Der Experte konnte dieses Spiel nicht spielen; es zählt nicht zur Serie.</translation>
        </message>
        <message>
            <source>The challenge could not be kept in your history: {reason}</source>
            <translation>Die Herausforderung konnte nicht in deinem Verlauf gespeichert werden: {reason}</translation>
        </message>
        <message>
            <source>Series {series} ended: {deals} deals, {total} points against the Expert (Game &gt; Statistics lists every series).</source>
            <translation>Serie {series} beendet: {deals} Spiele, {total} Punkte gegenüber dem Experten (Spiel &gt; Statistik listet alle Serien auf).</translation>
        </message>
        <message numerus="yes">
            <source>you keep the %n deal(s) you finished</source>
            <translation>
                <numerusform>du behältst das %n beendete Spiel</numerusform>
                <numerusform>du behältst die %n beendeten Spiele</numerusform>
            </translation>
        </message>
        <message>
            <source>none was finished yet</source>
            <translation>noch keines war beendet</translation>
        </message>
        <message>
            <source>Continue challenge series {series}?</source>
            <translation>Herausforderungsserie {series} fortsetzen?</translation>
        </message>
        <message>
            <source>You left it at deal {deal} of {deals} ({game}). That deal is dealt again from its start; {kept}.</source>
            <translation>Du hast sie bei Spiel {deal} von {deals} verlassen ({game}). Dieses Spiel wird von Anfang an neu gegeben; {kept}.</translation>
        </message>
        <message>
            <source>&amp;Continue the Series</source>
            <translation>Serie &amp;fortsetzen</translation>
        </message>
        <message>
            <source>&amp;End It</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>This hand, replayed by the Expert in your seat</source>
            <translation>Dieses Spiel, nachgespielt vom Experten auf deinem Platz</translation>
        </message>
        <message>
            <source>The Expert could not play this hand.</source>
            <translation>Der Experte konnte dieses Spiel nicht spielen.</translation>
        </message>
        <message>
            <source>Computers played every seat of this hand: there is no seat of yours for the Expert to take.</source>
            <translation>Der Computer hat in diesem Spiel alle Plätze gespielt: Es gibt keinen Platz von dir, den der Experte übernehmen könnte.</translation>
        </message>
        <message>
            <source>Challenge the Expert</source>
            <translation>Den Experten herausfordern</translation>
        </message>
        <message>
            <source>Play a series of deals; after each one the Expert plays the very same cards in your seat, with the same partners and opponents, and you see both results side by side. Give a friend the series number to play the same deals. Each game is played by its standard rules (not your house rules), and a card cannot be taken back.</source>
            <translation>Spiele eine Serie: Nach jedem Spiel übernimmt der Experte deinen Platz mit genau denselben Karten, denselben Partnern und Gegnern, und du siehst beide Ergebnisse nebeneinander. Gib einem Freund die Seriennummer, damit er dieselben Spiele spielen kann. Jede Spielart wird nach ihren Standardregeln gespielt (nicht nach deinen Hausregeln), und keine Karte kann zurückgenommen werden.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Spiel:</translation>
        </message>
        <message>
            <source>Series number</source>
            <translation>Seriennummer</translation>
        </message>
        <message>
            <source>The same number deals the same cards: enter a friend's number to play their series.</source>
            <translation>Dieselbe Nummer gibt dieselben Karten: Gib die Nummer eines Freundes ein, um seine Serie zu spielen.</translation>
        </message>
        <message>
            <source>Series &amp;number:</source>
            <translation>Serien&amp;nummer:</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Zahl der Spiele</translation>
        </message>
        <message>
            <source>&amp;Deals:</source>
            <translation>&amp;Zahl der Spiele:</translation>
        </message>
        <message>
            <source>Partners and opponents</source>
            <translation>Partner und Gegner</translation>
        </message>
        <message>
            <source>&amp;Partners and opponents:</source>
            <translation>&amp;Partner und Gegner:</translation>
        </message>
        <message>
            <source>&amp;Start the Series</source>
            <translation>Serie &amp;beginnen</translation>
        </message>
        <message>
            <source>Trump {suit}</source>
            <translation>Trumpf {suit}</translation>
        </message>
        <message>
            <source>No contract</source>
            <translation>Kein Gebot</translation>
        </message>
        <message>
            <source>Yours at {contract}, made</source>
            <translation>Eigenes Spiel zu {contract}, erfüllt</translation>
        </message>
        <message>
            <source>Yours at {contract}, set</source>
            <translation>Eigenes Spiel zu {contract}, abgegangen</translation>
        </message>
        <message>
            <source>Theirs at {contract}, made</source>
            <translation>Gegnerisches Spiel zu {contract}, erfüllt</translation>
        </message>
        <message>
            <source>Theirs at {contract}, set</source>
            <translation>Gegnerisches Spiel zu {contract}, abgegangen</translation>
        </message>
        <message>
            <source> ({suit})</source>
            <comment>after the contract: its trump</comment>
            <translation> ({suit})</translation>
        </message>
        <message>
            <source>You did {points} points better than the Expert.</source>
            <translation>Du warst {points} Punkte besser als der Experte.</translation>
        </message>
        <message>
            <source>The Expert did {points} points better than you.</source>
            <translation>Der Experte war {points} Punkte besser als du.</translation>
        </message>
        <message>
            <source>You and the Expert came out the same.</source>
            <translation>Du und der Experte habt gleich gut abgeschnitten.</translation>
        </message>
        <message>
            <source>You and the Expert played exactly the same cards.</source>
            <translation>Du und der Experte habt genau dieselben Karten gespielt.</translation>
        </message>
        <message>
            <source>The other players' moves went apart first, at move {number}.</source>
            <translation>Zuerst wichen die Züge der anderen Spieler ab, bei Zug {number}.</translation>
        </message>
        <message>
            <source>in trick {trick}</source>
            <translation>bei Stich {trick}</translation>
        </message>
        <message>
            <source>in the bidding</source>
            <translation>beim Reizen</translation>
        </message>
        <message>
            <source>before the play</source>
            <translation>vor dem Stichspiel</translation>
        </message>
        <message>
            <source>The lines parted {where}: you chose “{yours}”, the Expert chose “{theirs}”.</source>
            <translation>Die Wege trennten sich {where}: Du hast „{yours}“ gewählt, der Experte „{theirs}“.</translation>
        </message>
        <message>
            <source>Challenge the Expert: Results</source>
            <translation>Herausforderung an den Experten: Ergebnisse</translation>
        </message>
        <message>
            <source>Your result and the Expert's</source>
            <translation>Dein Ergebnis und das des Experten</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>The Expert</source>
            <translation>Der Experte</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Gebot</translation>
        </message>
        <message>
            <source>Your side</source>
            <translation>Deine Partei</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>Net points</source>
            <translation>Nettopunkte</translation>
        </message>
        <message>
            <source>The series so far</source>
            <translation>Die Serie bisher</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Differenz</translation>
        </message>
        <message>
            <source>&amp;Finish</source>
            <translation>&amp;Fertig</translation>
        </message>
        <message>
            <source>&amp;Next Deal</source>
            <translation>&amp;Nächstes Spiel</translation>
        </message>
        <message>
            <source>&amp;Stop the Series</source>
            <translation>Serie &amp;abbrechen</translation>
        </message>
        <message>
            <source>playing…</source>
            <translation>spielt…</translation>
        </message>
        <message>
            <source>The Expert is playing the same deal in your seat…</source>
            <translation>Der Experte spielt dasselbe Spiel auf deinem Platz…</translation>
        </message>
        <message>
            <source>Series finished: {deals} deals, {total} points against the Expert.</source>
            <translation>Serie beendet: {deals} Spiele, {total} Punkte gegenüber dem Experten.</translation>
        </message>
        <message>
            <source>Series so far: {deals} of {planned} deals, {total} points against the Expert.</source>
            <translation>Serie bisher: {deals} von {planned} Spielen, {total} Punkte gegenüber dem Experten.</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>Nothing to show yet.</source>
            <translation>Noch nichts anzuzeigen.</translation>
        </message>
        <message>
            <source>No simulation yet.</source>
            <translation>Noch keine Simulation.</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message numerus="yes">
            <source>%n sampled deal(s)</source>
            <translation>
                <numerusform>%n simulierte Verteilung</numerusform>
                <numerusform>%n simulierten Verteilungen</numerusform>
            </translation>
        </message>
        <message>
            <source>Playing the {card} scores about {cost} points less than the {better} over {deals}.</source>
            <translation>Die {card} zu spielen bringt über {deals} etwa {cost} Punkte weniger als die {better}.</translation>
        </message>
        <message>
            <source>Bidding {amount} is likely to be set: your side makes it in about {made}% of {deals}. {willing} is about what this hand is worth.</source>
            <translation>Mit {amount} gehst du wahrscheinlich ab: deine Seite erfüllt das Spiel in etwa {made} % von {deals}. Dieses Blatt ist etwa {willing} wert.</translation>
        </message>
        <message>
            <source>Bidding {amount} is likely to be set: your side makes it in about {made}% of {deals}. This hand is worth less than the lowest bid; passing costs less.</source>
            <translation>Mit {amount} gehst du wahrscheinlich ab: deine Seite erfüllt das Spiel in etwa {made} % von {deals}. Dieses Blatt ist weniger wert als das niedrigste Gebot; Passen kostet weniger.</translation>
        </message>
        <message>
            <source>Passing gives away about {cost} points: bidding {amount}, your side makes it in about {made}% of {deals}. About {willing} is what this hand is worth.</source>
            <translation>Passen verschenkt etwa {cost} Punkte: mit einem Gebot von {amount} erfüllt deine Seite das Spiel in etwa {made} % von {deals}. Dieses Blatt ist etwa {willing} wert.</translation>
        </message>
        <message>
            <source>With {suit} as trump your side scores about {cost} points less than with {better} over {deals}: it makes the contract in about {made}% of them against {better_made}%.</source>
            <translation>Mit {suit} als Trumpf erzielt deine Seite über {deals} etwa {cost} Punkte weniger als mit {better}: sie erfüllt das Spiel in etwa {made} % davon, gegenüber {better_made} %.</translation>
        </message>
        <message>
            <source>Passing these cards scores about {cost} points less than passing {better} over {deals}.</source>
            <translation>Diese Karten zu schieben bringt über {deals} etwa {cost} Punkte weniger, als {better} zu schieben.</translation>
        </message>
        <message>
            <source>Burying these cards scores about {cost} points less than burying {better} over {deals}.</source>
            <translation>Diese Karten zu drücken bringt über {deals} etwa {cost} Punkte weniger, als {better} zu drücken.</translation>
        </message>
        <message>
            <source>{why}

The Expert would rather: {instead}</source>
            <translation>{why}

Der Experte würde lieber: {instead}</translation>
        </message>
        <message>
            <source>The coach</source>
            <translation>Der Trainer</translation>
        </message>
        <message>
            <source>Are you sure? This move is likely to cost you.</source>
            <translation>Bist du sicher? Dieser Zug kostet dich wahrscheinlich Punkte.</translation>
        </message>
        <message>
            <source>The coach's warning</source>
            <translation>Die Warnung des Trainers</translation>
        </message>
        <message>
            <source>&amp;Take it back</source>
            <translation>&amp;Zurücknehmen</translation>
        </message>
        <message>
            <source>Take the move back</source>
            <translation>Den Zug zurücknehmen</translation>
        </message>
        <message>
            <source>&amp;Play it anyway</source>
            <translation>Trotzdem &amp;spielen</translation>
        </message>
        <message>
            <source>Play the move anyway</source>
            <translation>Den Zug trotzdem spielen</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>Pinochle Desktop: offline pinochle against computer opponents and partners.</source>
            <translation>Pinochle Desktop: Binokel offline gegen Computergegner und -partner.</translation>
        </message>
        <message>
            <source>Write detailed messages to the terminal and the log file.</source>
            <translation>Ausführliche Meldungen ins Terminal und in die Protokolldatei schreiben.</translation>
        </message>
        <message>
            <source>Start, check that every card picture draws, that a computer player's worker processes start, and that FILE opens; print a report and quit (for packagers).</source>
            <translation>Starten, prüfen, dass jedes Kartenbild gezeichnet wird, dass die Hilfsprozesse eines Computerspielers starten und dass DATEI sich öffnet; einen Bericht ausgeben und beenden (für Paketbetreuer).</translation>
        </message>
        <message>
            <source>Add Pinochle Desktop to your applications menu (for your user only), starting this very program, and open saved games with it.</source>
            <translation>Pinochle Desktop ins Anwendungsmenü aufnehmen (nur für deinen Benutzer), so dass es genau dieses Programm startet und gespeicherte Partien damit öffnet.</translation>
        </message>
        <message>
            <source>Remove what --install-desktop-entry added.</source>
            <translation>Entfernen, was --install-desktop-entry hinzugefügt hat.</translation>
        </message>
        <message>
            <source>A saved game (.pinochle) to open.</source>
            <translation>Eine gespeicherte Partie (.pinochle), die geöffnet werden soll.</translation>
        </message>
        <message>
            <source>Ignored the unknown option {0}. Run pinochle-desktop --help to see the options.</source>
            <translation>Die unbekannte Option {0} wurde ignoriert. Mit pinochle-desktop --help siehst du die Optionen.</translation>
        </message>
        <message>
            <source>Ignored the command line: {0}</source>
            <translation>Die Befehlszeile wurde ignoriert: {0}</translation>
        </message>
        <message>
            <source>Only one saved game can be opened at a time; opened the first.</source>
            <translation>Es kann nur eine gespeicherte Partie auf einmal geöffnet werden; die erste wurde geöffnet.</translation>
        </message>
        <message>
            <source>Ignored the option {0}: it is not written in letters this computer can read.</source>
            <translation>Die Option {0} wurde ignoriert: Sie ist nicht in Zeichen geschrieben, die dieser Computer lesen kann.</translation>
        </message>
        <message>
            <source>Could not open {0}: its name has letters this computer cannot read. Rename the file (for example in your file manager) and open it again.</source>
            <translation>{0} konnte nicht geöffnet werden: Der Name enthält Zeichen, die dieser Computer nicht lesen kann. Benenne die Datei um (zum Beispiel im Dateimanager) und öffne sie erneut.</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>The game is over: start a new game from the Game menu.</source>
            <translation>Die Partie ist vorbei: Starte eine neue Partie über das Menü „Spiel“.</translation>
        </message>
        <message>
            <source>Wait for your turn: {seat} is to play.</source>
            <translation>Warte, bis du dran bist: {seat} ist am Zug.</translation>
        </message>
        <message>
            <source>Taken back: it is still your turn.</source>
            <translation>Zurückgenommen: du bist weiter am Zug.</translation>
        </message>
        <message>
            <source>{seat} could not decide; a legal move was played instead.</source>
            <translation>{seat}: keine Entscheidung gefunden; stattdessen wurde ein erlaubter Zug gespielt.</translation>
        </message>
        <message>
            <source>There is nothing to claim: the remaining tricks are not certain.</source>
            <translation>Es gibt nichts anzusagen: die restlichen Stiche sind nicht sicher.</translation>
        </message>
        <message>
            <source>{who} claim the rest: every remaining trick ({tricks}) is certain, so they are played out at once.</source>
            <comment>you, or a side</comment>
            <translation>{who}: Rest angesagt. Jeder restliche Stich ({tricks}) ist sicher, deshalb werden sie sofort ausgespielt.</translation>
        </message>
        <message>
            <source>{who} claims the rest: every remaining trick ({tricks}) is certain, so they are played out at once.</source>
            <translation>{who}: Rest angesagt. Jeder restliche Stich ({tricks}) ist sicher, deshalb werden sie sofort ausgespielt.</translation>
        </message>
        <message>
            <source>There is no card of yours to take back in this hand.</source>
            <translation>In diesem Spiel gibt es keine Karte von dir, die du zurücknehmen kannst.</translation>
        </message>
        <message>
            <source>Your last card was taken back.</source>
            <translation>Deine letzte Karte wurde zurückgenommen.</translation>
        </message>
        <message>
            <source>A hint is available when it is your turn.</source>
            <translation>Einen Tipp gibt es, wenn du dran bist.</translation>
        </message>
        <message>
            <source>No hint this time: the adviser could not decide.</source>
            <translation>Diesmal kein Tipp: der Ratgeber konnte sich nicht entscheiden.</translation>
        </message>
    </context>
    <context>
        <name>CrashReport</name>
        <message>
            <source>Something went wrong inside Pinochle Desktop. The game will try to carry on; if it does not behave, save your game and start it again.</source>
            <translation>In Pinochle Desktop ist ein Fehler aufgetreten. Das Programm versucht weiterzulaufen; wenn es sich seltsam verhält, speichere deine Partie und starte es neu.</translation>
        </message>
        <message>
            <source>The details were written to the log file:
{path}

To report the problem, press Copy report and paste it into your message.</source>
            <translation>Die Einzelheiten stehen in der Protokolldatei:
{path}

Um den Fehler zu melden, drücke „Bericht kopieren“ und füge ihn in deine Nachricht ein.</translation>
        </message>
        <message>
            <source>To report the problem, press Copy report and paste it into your message.</source>
            <translation>Um den Fehler zu melden, drücke „Bericht kopieren“ und füge ihn in deine Nachricht ein.</translation>
        </message>
        <message>
            <source>Pinochle Desktop: an error</source>
            <translation>Pinochle Desktop: ein Fehler</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>Bericht kopieren</translation>
        </message>
        <message>
            <source>Copy the error report to the clipboard</source>
            <translation>Den Fehlerbericht in die Zwischenablage kopieren</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>'{reason}'</source>
            <translation>„{reason}“</translation>
        </message>
        <message>
            <source>The hand history {path} cannot be used: {reason}.</source>
            <translation>Der Spielverlauf {path} kann nicht verwendet werden: {reason}.</translation>
        </message>
        <message>
            <source>The hand history {path} could not be opened ({detail}).</source>
            <translation>Der Spielverlauf {path} konnte nicht geöffnet werden ({detail}).</translation>
        </message>
        <message>
            <source>it is not a hand history database, or it is damaged</source>
            <translation>es ist keine Spielverlaufs-Datenbank, oder sie ist beschädigt</translation>
        </message>
        <message>
            <source>The hand history {path} cannot be read: {reason}.</source>
            <translation>Der Spielverlauf {path} kann nicht gelesen werden: {reason}.</translation>
        </message>
        <message>
            <source>The hand history {path} could not be opened: {reason}.</source>
            <translation>Der Spielverlauf {path} konnte nicht geöffnet werden: {reason}.</translation>
        </message>
        <message>
            <source>The hand history {path} is damaged: its format number ({version}) is not one Pinochle Desktop writes.</source>
            <translation>Der Spielverlauf {path} ist beschädigt: Seine Formatnummer ({version}) schreibt Pinochle Desktop nicht.</translation>
        </message>
        <message>
            <source>The hand history {path} was written by a newer version of Pinochle Desktop (schema {version}; this version knows {target}). Update the program to use it.</source>
            <translation>Der Spielverlauf {path} wurde von einer neueren Version von Pinochle Desktop geschrieben (Schema {version}; diese Version kennt {target}). Aktualisiere das Programm, um ihn zu verwenden.</translation>
        </message>
        <message>
            <source>The hand history {path} is not a Pinochle Desktop hand history (it holds other tables).</source>
            <translation>Der Spielverlauf {path} ist kein Spielverlauf von Pinochle Desktop (er enthält andere Tabellen).</translation>
        </message>
        <message>
            <source>The hand history {path} is damaged: its tables are missing ({tables}).</source>
            <translation>Der Spielverlauf {path} ist beschädigt: Ihm fehlen Tabellen ({tables}).</translation>
        </message>
        <message>
            <source>The hand history could not be used ({doing}): {reason}.</source>
            <translation>Der Spielverlauf konnte nicht verwendet werden ({doing}): {reason}.</translation>
        </message>
        <message>
            <source>The hand history is damaged ({doing}): {detail}.</source>
            <translation>Der Spielverlauf ist beschädigt ({doing}): {detail}.</translation>
        </message>
        <message>
            <source>Your hand history cannot be written just now, so the hands you play are kept and will be added when it can be written again ({reason}).</source>
            <translation>Dein Spielverlauf kann gerade nicht geschrieben werden; die Spiele, die du spielst, werden aufbewahrt und nachgetragen, sobald das wieder geht ({reason}).</translation>
        </message>
        <message>
            <source>recording a hand</source>
            <translation>beim Aufzeichnen eines Spiels</translation>
        </message>
        <message>
            <source>recording a game's result</source>
            <translation>beim Aufzeichnen des Ergebnisses einer Partie</translation>
        </message>
        <message>
            <source>No hand of game {game} is in the history.</source>
            <translation>Kein Spiel der Partie {game} ist im Spielverlauf.</translation>
        </message>
        <message>
            <source>keeping an analysis figure</source>
            <translation>beim Speichern einer Analysezahl</translation>
        </message>
        <message>
            <source>The game of hand {hand} in the history is damaged.</source>
            <translation>Die Partie zu Spiel {hand} ist im Spielverlauf beschädigt.</translation>
        </message>
        <message>
            <source>it is not an exported pinochle hand</source>
            <translation>es ist kein exportiertes Pinochle-Spiel</translation>
        </message>
        <message>
            <source>it was exported by a newer version of Pinochle Desktop</source>
            <translation>es wurde von einer neueren Version von Pinochle Desktop exportiert</translation>
        </message>
        <message>
            <source>its game is not a saved game</source>
            <translation>seine Partie ist keine gespeicherte Partie</translation>
        </message>
        <message>
            <source>The hand could not be imported: {reason}.</source>
            <translation>Das Spiel konnte nicht importiert werden: {reason}.</translation>
        </message>
        <message>
            <source>Hand {hand} could not be exported: {reason}.</source>
            <translation>Spiel {hand} konnte nicht exportiert werden: {reason}.</translation>
        </message>
        <message>
            <source>The file {path} does not exist.</source>
            <translation>Die Datei {path} gibt es nicht.</translation>
        </message>
        <message>
            <source>{name} could not be imported: {reason}.</source>
            <translation>{name} konnte nicht importiert werden: {reason}.</translation>
        </message>
        <message>
            <source>{problem} Hands will not be recorded until then.</source>
            <translation>{problem} Bis dahin werden keine Spiele aufgezeichnet.</translation>
        </message>
        <message>
            <source>{problem} Hands will not be recorded this time.</source>
            <translation>{problem} Diesmal werden keine Spiele aufgezeichnet.</translation>
        </message>
        <message>
            <source>{problem} It could not be set aside ({reason}); hands will not be recorded.</source>
            <translation>{problem} Er konnte nicht beiseitegelegt werden ({reason}); es werden keine Spiele aufgezeichnet.</translation>
        </message>
        <message>
            <source>Your hand history was damaged and a new one has been started. The old file is kept as {backup}.</source>
            <translation>Dein Spielverlauf war beschädigt, ein neuer wurde angelegt. Die alte Datei wird als {backup} aufbewahrt.</translation>
        </message>
        <message>
            <source>{name} is not a number a file of ours holds</source>
            <translation>{name} ist keine Zahl, die in unseren Dateien vorkommt</translation>
        </message>
        <message>
            <source>it is not a text file</source>
            <translation>es ist keine Textdatei</translation>
        </message>
        <message>
            <source>the file ends too early (it was cut off)</source>
            <translation>die Datei endet zu früh (sie wurde abgeschnitten)</translation>
        </message>
        <message>
            <source>it is not valid JSON (line {line}, column {column})</source>
            <translation>es ist kein gültiges JSON (Zeile {line}, Spalte {column})</translation>
        </message>
        <message>
            <source>it is nested too deeply to be a real file</source>
            <translation>es ist zu tief verschachtelt, um eine echte Datei zu sein</translation>
        </message>
        <message>
            <source>it holds an impossible value ({reason})</source>
            <translation>es enthält einen unmöglichen Wert ({reason})</translation>
        </message>
        <message>
            <source>it could not be read ({reason})</source>
            <translation>sie konnte nicht gelesen werden ({reason})</translation>
        </message>
        <message>
            <source>it is not a Pinochle Desktop {file}</source>
            <translation>es ist keine {file} von Pinochle Desktop</translation>
        </message>
        <message>
            <source>it has no valid format version</source>
            <translation>es hat keine gültige Formatversion</translation>
        </message>
        <message>
            <source>it was written by a newer version of Pinochle Desktop (format {version})</source>
            <translation>sie wurde von einer neueren Version von Pinochle Desktop geschrieben (Format {version})</translation>
        </message>
        <message>
            <source>its format (version {version}) is too old for this program to read</source>
            <translation>ihr Format (Version {version}) ist zu alt, als dass dieses Programm sie lesen könnte</translation>
        </message>
        <message>
            <source>it could not be updated from version {version} ({reason})</source>
            <translation>sie konnte nicht von Version {version} aktualisiert werden ({reason})</translation>
        </message>
        <message>
            <source>the defaults are in use</source>
            <translation>es gelten die Standardwerte</translation>
        </message>
        <message>
            <source>Your {file} was written by a newer version of Pinochle Desktop</source>
            <translation>Deine {file} wurde von einer neueren Version von Pinochle Desktop geschrieben</translation>
        </message>
        <message>
            <source>Your {file} could not be read ({reason})</source>
            <translation>Deine {file} konnte nicht gelesen werden ({reason})</translation>
        </message>
        <message>
            <source>Your {file} was damaged ({reason})</source>
            <translation>Deine {file} war beschädigt ({reason})</translation>
        </message>
        <message>
            <source>{what}; {fallback}. The old file is kept as {backup}.</source>
            <translation>{what}; {fallback}. Die alte Datei wird als {backup} aufbewahrt.</translation>
        </message>
        <message>
            <source>{what}; {fallback}.</source>
            <translation>{what}; {fallback}.</translation>
        </message>
        <message>
            <source>saved rule sets file</source>
            <translation>Datei der gespeicherten Regelsätze</translation>
        </message>
        <message>
            <source>rules file</source>
            <translation>Regeldatei</translation>
        </message>
        <message>
            <source>from a newer version</source>
            <translation>von einer neueren Version</translation>
        </message>
        <message>
            <source>A rule set's name can have at most {count} characters.</source>
            <translation>Der Name eines Regelsatzes darf höchstens {count} Zeichen haben.</translation>
        </message>
        <message>
            <source>A rule set's name must be text.</source>
            <translation>Der Name eines Regelsatzes muss Text sein.</translation>
        </message>
        <message>
            <source>Give the rule set a name.</source>
            <translation>Gib dem Regelsatz einen Namen.</translation>
        </message>
        <message>
            <source>The name</source>
            <translation>Der Name</translation>
        </message>
        <message>
            <source>{reason}.</source>
            <translation>{reason}.</translation>
        </message>
        <message>
            <source>{where} were made by a newer version of Pinochle Desktop; update Pinochle Desktop to use them.</source>
            <translation>{where} wurden von einer neueren Version von Pinochle Desktop erstellt; aktualisiere Pinochle Desktop, um sie zu verwenden.</translation>
        </message>
        <message>
            <source>The rules</source>
            <translation>Die Regeln</translation>
        </message>
        <message>
            <source>{where} are not a set of rule options.</source>
            <translation>{where} sind keine Sammlung von Regeloptionen.</translation>
        </message>
        <message>
            <source>{where} have options this version of Pinochle Desktop does not know ({options}).</source>
            <translation>{where} haben Optionen, die diese Version von Pinochle Desktop nicht kennt ({options}).</translation>
        </message>
        <message>
            <source>{where} do not work together: {problems}</source>
            <translation>{where} passen nicht zusammen: {problems}</translation>
        </message>
        <message>
            <source>{where} are damaged: {reason}.</source>
            <translation>{where} sind beschädigt: {reason}.</translation>
        </message>
        <message>
            <source>{sentences} {sentence}</source>
            <translation>{sentences} {sentence}</translation>
        </message>
        <message>
            <source>There is no saved rule set called {name}.</source>
            <translation>Es gibt keinen gespeicherten Regelsatz namens {name}.</translation>
        </message>
        <message>
            <source>There is already a rule set called {name}.</source>
            <translation>Es gibt schon einen Regelsatz namens {name}.</translation>
        </message>
        <message>
            <source>none are loaded</source>
            <translation>es sind keine geladen</translation>
        </message>
        <message>
            <source>The rules of {name}</source>
            <translation>Die Regeln von {name}</translation>
        </message>
        <message>
            <source>The file as it was is kept beside it as {backup}.</source>
            <translation>Die Datei in ihrem alten Zustand liegt daneben als {backup}.</translation>
        </message>
        <message>
            <source>and {count} more</source>
            <translation>und {count} weitere</translation>
        </message>
        <message>
            <source>{count} saved rule set(s) could not be read and were left out ({which}).</source>
            <translation>Gespeicherte Regelsätze konnten nicht gelesen werden und wurden weggelassen (Anzahl: {count}; {which}).</translation>
        </message>
        <message>
            <source>{what} {kept}</source>
            <translation>{what} {kept}</translation>
        </message>
        <message>
            <source>The house rules for {variant}</source>
            <translation>Die Hausregeln für {variant}</translation>
        </message>
        <message>
            <source>House rules need a known variant, not {variant}.</source>
            <translation>Hausregeln brauchen eine bekannte Variante, nicht {variant}.</translation>
        </message>
        <message>
            <source>These rules</source>
            <translation>Diese Regeln</translation>
        </message>
        <message>
            <source>{name} is not based on a known variant ({variant}).</source>
            <translation>{name} beruht auf keiner bekannten Variante ({variant}).</translation>
        </message>
        <message>
            <source>The rule sets could not be saved to {path} ({reason}).</source>
            <translation>Die Regelsätze konnten nicht in {path} gespeichert werden ({reason}).</translation>
        </message>
        <message>
            <source>The rules could not be written to {path} ({reason}).</source>
            <translation>Die Regeln konnten nicht nach {path} geschrieben werden ({reason}).</translation>
        </message>
        <message>
            <source>{file}: the rules</source>
            <translation>{file}: die Regeln</translation>
        </message>
        <message>
            <source>{file}: this is not a rules file: {reason}.</source>
            <translation>{file}: Das ist keine Regeldatei: {reason}.</translation>
        </message>
        <message>
            <source>{file}: the file could not be read ({reason}).</source>
            <translation>{file}: Die Datei konnte nicht gelesen werden ({reason}).</translation>
        </message>
        <message>
            <source>{file}: these rules were exported by a newer version of Pinochle Desktop; update the program to import them.</source>
            <translation>{file}: Diese Regeln wurden von einer neueren Version von Pinochle Desktop exportiert; aktualisiere das Programm, um sie zu importieren.</translation>
        </message>
        <message>
            <source>{file}: the rule set's name will not do: {reason}</source>
            <translation>{file}: Der Name des Regelsatzes taugt nicht: {reason}</translation>
        </message>
        <message>
            <source>saved game</source>
            <translation>gespeicherte Partie</translation>
        </message>
        <message>
            <source>The game could not be saved: some text in it cannot be written ({value}).</source>
            <translation>Die Partie konnte nicht gespeichert werden: Ein Text darin lässt sich nicht schreiben ({value}).</translation>
        </message>
        <message>
            <source>The game could not be saved: {reason}</source>
            <translation>Die Partie konnte nicht gespeichert werden: {reason}</translation>
        </message>
        <message>
            <source>The file</source>
            <translation>Die Datei</translation>
        </message>
        <message>
            <source>{name} is damaged: the game itself is missing.</source>
            <translation>{name} ist beschädigt: Die Partie selbst fehlt.</translation>
        </message>
        <message>
            <source>{name} could not be replayed: {reason}</source>
            <translation>{name} konnte nicht nachgespielt werden: {reason}</translation>
        </message>
        <message>
            <source>{name} is damaged: the game in it is impossibly large.</source>
            <translation>{name} ist beschädigt: Die Partie darin ist unmöglich groß.</translation>
        </message>
        <message>
            <source>The game could not be saved: it has {count} moves, more than a saved game may hold ({limit}).</source>
            <translation>Die Partie konnte nicht gespeichert werden: Sie hat {count} Züge, mehr als eine gespeicherte Partie enthalten darf ({limit}).</translation>
        </message>
        <message>
            <source>{name} could not be opened ({failure}).</source>
            <translation>{name} konnte nicht geöffnet werden ({failure}).</translation>
        </message>
        <message>
            <source>{name} was saved by a newer version of Pinochle Desktop{by}, with rules this version does not know. Update the program to open it.</source>
            <translation>{name} wurde von einer neueren Version von Pinochle Desktop gespeichert{by}, mit Regeln, die diese Version nicht kennt. Aktualisiere das Programm, um sie zu öffnen.</translation>
        </message>
        <message>
            <source>the seats are not a list</source>
            <translation>die Plätze sind keine Liste</translation>
        </message>
        <message>
            <source>{name} is damaged: it describes {seats} seats for a {players}-player game.</source>
            <translation>{name} ist beschädigt: Die Datei beschreibt {seats} Plätze für eine Partie mit {players} Spielern.</translation>
        </message>
        <message>
            <source>it does not say plainly whether the game is coached</source>
            <translation>sie sagt nicht eindeutig, ob die Partie mit Trainer gespielt wird</translation>
        </message>
        <message>
            <source>game id</source>
            <translation>Partie-ID</translation>
        </message>
        <message>
            <source>time of saving</source>
            <translation>Zeitpunkt des Speicherns</translation>
        </message>
        <message>
            <source>program version</source>
            <translation>Programmversion</translation>
        </message>
        <message>
            <source>{name} is damaged: its summary is missing.</source>
            <translation>{name} ist beschädigt: Die Zusammenfassung fehlt.</translation>
        </message>
        <message>
            <source>the deal cannot be set up ({failure}).</source>
            <translation>das Geben lässt sich nicht herstellen ({failure}).</translation>
        </message>
        <message>
            <source>the game cannot be set up ({failure}).</source>
            <translation>die Partie lässt sich nicht herstellen ({failure}).</translation>
        </message>
        <message>
            <source>move {number} ({move}) is not allowed there: {reason}</source>
            <translation>Zug {number} ({move}) ist dort nicht erlaubt: {reason}</translation>
        </message>
        <message>
            <source>move {number} ({move}) could not be played: the rules engine failed on it ({failure}).</source>
            <translation>Zug {number} ({move}) konnte nicht gespielt werden: Die Regel-Engine ist daran gescheitert ({failure}).</translation>
        </message>
        <message>
            <source>the game fails after its last move ({failure}).</source>
            <translation>die Partie scheitert nach ihrem letzten Zug ({failure}).</translation>
        </message>
        <message>
            <source>{reason} It cannot be a saved game.</source>
            <translation>{reason} Das kann keine gespeicherte Partie sein.</translation>
        </message>
        <message>
            <source>{path} is a folder, not a saved game.</source>
            <translation>{path} ist ein Ordner, keine gespeicherte Partie.</translation>
        </message>
        <message>
            <source>{name} could not be read ({reason}).</source>
            <translation>{name} konnte nicht gelesen werden ({reason}).</translation>
        </message>
        <message>
            <source>{name} is incomplete: it ends too early, as if it was cut off while being written.</source>
            <translation>{name} ist unvollständig: Die Datei endet zu früh, als wäre sie beim Schreiben abgeschnitten worden.</translation>
        </message>
        <message>
            <source>{name} is not a saved pinochle game (it is not text).</source>
            <translation>{name} ist keine gespeicherte Pinochle-Partie (es ist kein Text).</translation>
        </message>
        <message>
            <source>{name} is not a Pinochle Desktop saved game.</source>
            <translation>{name} ist keine gespeicherte Partie von Pinochle Desktop.</translation>
        </message>
        <message>
            <source>{name} was saved by a newer version of Pinochle Desktop{by}, in file format {version}; this version reads format {current}. Update the program to open it.</source>
            <translation>{name} wurde von einer neueren Version von Pinochle Desktop gespeichert{by}, im Dateiformat {version}; diese Version liest Format {current}. Aktualisiere das Programm, um sie zu öffnen.</translation>
        </message>
        <message>
            <source>{name} is in an old format (version {version}) that this version of Pinochle Desktop can no longer read.</source>
            <translation>{name} hat ein altes Format (Version {version}), das diese Version von Pinochle Desktop nicht mehr lesen kann.</translation>
        </message>
        <message>
            <source>{name} is damaged: its {what} is not valid.</source>
            <translation>{name} ist beschädigt: Ungültige Angabe: {what}.</translation>
        </message>
        <message>
            <source>{name} is damaged: {reason}.</source>
            <translation>{name} ist beschädigt: {reason}.</translation>
        </message>
        <message>
            <source>settings file</source>
            <translation>Einstellungsdatei</translation>
        </message>
        <message>
            <source>window state file</source>
            <translation>Datei mit dem Fensterzustand</translation>
        </message>
        <message>
            <source>the window opens at its usual size</source>
            <translation>das Fenster öffnet sich in seiner üblichen Größe</translation>
        </message>
        <message>
            <source>Your settings could not be saved to {path} ({reason}).</source>
            <translation>Deine Einstellungen konnten nicht in {path} gespeichert werden ({reason}).</translation>
        </message>
        <message>
            <source>{file} would be too large ({size}; the limit is {limit}), so it was not written.</source>
            <translation>{file} wäre zu groß ({size}; die Grenze ist {limit}), darum wurde die Datei nicht geschrieben.</translation>
        </message>
        <message>
            <source>{file} is too large ({size}; the limit is {limit}).</source>
            <translation>{file} ist zu groß ({size}; die Grenze ist {limit}).</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>es ist ein Ordner, keine Datei</translation>
        </message>
        <message>
            <source>it is a named pipe, not a file</source>
            <translation>es ist eine benannte Pipe, keine Datei</translation>
        </message>
        <message>
            <source>it is a socket, not a file</source>
            <translation>es ist ein Socket, keine Datei</translation>
        </message>
        <message>
            <source>it is a device, not a file</source>
            <translation>es ist ein Gerät, keine Datei</translation>
        </message>
        <message>
            <source>it is not a regular file</source>
            <translation>es ist keine normale Datei</translation>
        </message>
        <message>
            <source>the saved deal</source>
            <translation>die gespeicherte Kartenverteilung</translation>
        </message>
        <message>
            <source>the saved widow</source>
            <translation>der gespeicherte Dabb</translation>
        </message>
        <message>
            <source>the saved stock</source>
            <translation>der gespeicherte Talon</translation>
        </message>
        <message>
            <source>the rules are not a set of rule options</source>
            <translation>die Regeln sind keine Sammlung von Regeloptionen</translation>
        </message>
        <message>
            <source>the rules are nested too deeply to be real</source>
            <translation>die Regeln sind zu tief verschachtelt, um echt zu sein</translation>
        </message>
        <message>
            <source>the rules have {count} options, far more than there are</source>
            <translation>die Regeln haben {count} Optionen, weit mehr als es gibt</translation>
        </message>
        <message>
            <source>a rule option's name</source>
            <translation>der Name einer Regeloption</translation>
        </message>
        <message>
            <source>the rules version is not a whole number: {value}</source>
            <translation>die Version der Regeln ist keine ganze Zahl: {value}</translation>
        </message>
        <message>
            <source>{option} is not a single value: {value}</source>
            <translation>{option} ist kein einzelner Wert: {value}</translation>
        </message>
        <message>
            <source>{option} must be one of {choices}, not {value}</source>
            <translation>{option} muss eins von {choices} sein, nicht {value}</translation>
        </message>
        <message>
            <source>the saved game is nested too deeply to be real</source>
            <translation>die gespeicherte Partie ist zu tief verschachtelt, um echt zu sein</translation>
        </message>
        <message>
            <source>in its rules, {reason}</source>
            <translation>in ihren Regeln: {reason}</translation>
        </message>
        <message>
            <source>the saved seed is out of range ({value})</source>
            <translation>der gespeicherte Startwert liegt außerhalb des Bereichs ({value})</translation>
        </message>
        <message>
            <source>the saved game holds {count} moves, more than any game played here (at most {limit})</source>
            <translation>die gespeicherte Partie enthält {count} Züge, mehr als jede hier gespielte Partie (höchstens {limit})</translation>
        </message>
        <message>
            <source>move {number} of the saved game</source>
            <translation>Zug {number} der gespeicherten Partie</translation>
        </message>
        <message>
            <source>the saved deal has {count} hands; a table seats {seats}</source>
            <translation>die gespeicherte Kartenverteilung hat {count} Blätter; an einem Tisch sitzen {seats}</translation>
        </message>
        <message>
            <source>the saved hand {number} of the deal</source>
            <translation>das gespeicherte Blatt {number} der Kartenverteilung</translation>
        </message>
        <message>
            <source>{what} has {count} cards</source>
            <translation>{what} hat {count} Karten</translation>
        </message>
        <message>
            <source>a card in {what}</source>
            <translation>eine Karte ({what})</translation>
        </message>
        <message>
            <source>listing the hands</source>
            <translation>beim Auflisten der Spiele</translation>
        </message>
        <message>
            <source>counting the hands</source>
            <translation>beim Zählen der Spiele</translation>
        </message>
        <message>
            <source>listing the variants</source>
            <translation>beim Auflisten der Varianten</translation>
        </message>
        <message>
            <source>reading hand {hand}</source>
            <translation>beim Lesen von Spiel {hand}</translation>
        </message>
        <message>
            <source>Hand {hand} is not in the history.</source>
            <translation>Spiel {hand} ist nicht im Spielverlauf.</translation>
        </message>
        <message>
            <source>it is not a hand record</source>
            <translation>es ist kein Spieldatensatz</translation>
        </message>
        <message>
            <source>Hand {hand} in the history is damaged ({detail}).</source>
            <translation>Spiel {hand} ist im Spielverlauf beschädigt ({detail}).</translation>
        </message>
        <message>
            <source>The game of hand {hand} was not kept, so it cannot be replayed.</source>
            <translation>Die Partie zu Spiel {hand} wurde nicht aufbewahrt, darum kann es nicht nachgespielt werden.</translation>
        </message>
        <message>
            <source>reading a game</source>
            <translation>beim Lesen einer Partie</translation>
        </message>
        <message>
            <source>The game {game} in the history is damaged ({detail}).</source>
            <translation>Die Partie {game} ist im Spielverlauf beschädigt ({detail}).</translation>
        </message>
        <message>
            <source>counting the statistics</source>
            <translation>beim Zählen der Statistik</translation>
        </message>
        <message>
            <source>reading the analysis figures</source>
            <translation>beim Lesen der Analysezahlen</translation>
        </message>
        <message>
            <source>The analysis figure of hand {hand} is damaged; analyse the hand again in Review hands to replace it.</source>
            <translation>Die Analysezahl von Spiel {hand} ist beschädigt; analysiere das Spiel unter „Spiele im Rückblick“ noch einmal, um sie zu ersetzen.</translation>
        </message>
        <message>
            <source>The saved game does not reach this hand, so it cannot be replayed.</source>
            <translation>Die gespeicherte Partie reicht nicht bis zu diesem Spiel, darum kann es nicht nachgespielt werden.</translation>
        </message>
        <message>
            <source>The hand cannot be replayed: its moves and the saved game disagree.</source>
            <translation>Das Spiel kann nicht nachgespielt werden: Seine Züge passen nicht zur gespeicherten Partie.</translation>
        </message>
        <message>
            <source>The hand cannot be replayed: the game is damaged: {reason}.</source>
            <translation>Das Spiel kann nicht nachgespielt werden: Die Partie ist beschädigt: {reason}.</translation>
        </message>
        <message>
            <source>The hand cannot be replayed: {reason}</source>
            <translation>Das Spiel kann nicht nachgespielt werden: {reason}</translation>
        </message>
        <message>
            <source>The hand cannot be replayed: the game before it could not be set up ({failure}).</source>
            <translation>Das Spiel kann nicht nachgespielt werden: Die Partie davor ließ sich nicht herstellen ({failure}).</translation>
        </message>
        <message>
            <source>The hand cannot be replayed: move {number} of the hand ({move}) could not be played ({failure}).</source>
            <translation>Das Spiel kann nicht nachgespielt werden: Zug {number} des Spiels ({move}) konnte nicht gespielt werden ({failure}).</translation>
        </message>
        <message>
            <source>The hand cannot be replayed: move {number} of the hand ({move}) is not allowed: {reason}</source>
            <translation>Das Spiel kann nicht nachgespielt werden: Zug {number} des Spiels ({move}) ist nicht erlaubt: {reason}</translation>
        </message>
        <message>
            <source>a text column holds {value}</source>
            <translation>eine Textspalte enthält {value}</translation>
        </message>
        <message>
            <source>a number column holds {value}</source>
            <translation>eine Zahlenspalte enthält {value}</translation>
        </message>
        <message>
            <source>the hand record is not an object</source>
            <translation>der Spieldatensatz ist kein Objekt</translation>
        </message>
        <message>
            <source>the hand record has no field "{field}"</source>
            <translation>dem Eintrag des Spiels fehlt das Feld „{field}“</translation>
        </message>
        <message>
            <source>the hand record's field "{field}" is not valid ({value})</source>
            <translation>das Feld „{field}“ im Eintrag des Spiels ist ungültig ({value})</translation>
        </message>
        <message>
            <source>the hand's moves end before they start ({start} to {end})</source>
            <translation>die Züge des Spiels enden, bevor sie beginnen ({start} bis {end})</translation>
        </message>
        <message>
            <source>the hand's rules were made by a newer version of Pinochle Desktop; update Pinochle Desktop to use this hand</source>
            <translation>die Regeln des Spiels stammen aus einer neueren Version von Pinochle Desktop; aktualisiere Pinochle Desktop, um dieses Spiel zu verwenden</translation>
        </message>
        <message>
            <source>the hand's rules are damaged: {reason}</source>
            <translation>die Regeln des Spiels sind beschädigt: {reason}</translation>
        </message>
        <message>
            <source>the scores are not a list</source>
            <translation>die Punkte sind keine Liste</translation>
        </message>
        <message>
            <source>another program is using it</source>
            <translation>ein anderes Programm verwendet ihn</translation>
        </message>
        <message>
            <source>it is read-only</source>
            <translation>er ist schreibgeschützt</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>der Datenträger ist voll</translation>
        </message>
        <message>
            <source>it is damaged ({detail})</source>
            <translation>er ist beschädigt ({detail})</translation>
        </message>
        <message>
            <source>it could not be read or written ({detail})</source>
            <translation>er konnte nicht gelesen oder geschrieben werden ({detail})</translation>
        </message>
        <message>
            <source>a seat is not described properly</source>
            <translation>ein Platz ist nicht richtig beschrieben</translation>
        </message>
        <message>
            <source>a seat's name is missing or not text</source>
            <translation>der Name eines Platzes fehlt oder ist kein Text</translation>
        </message>
        <message>
            <source>a seat's name</source>
            <translation>der Name eines Platzes</translation>
        </message>
        <message>
            <source>a seat's level is not text</source>
            <translation>die Spielstärke eines Platzes ist kein Text</translation>
        </message>
        <message>
            <source>challenge history</source>
            <translation>Datei des Herausforderungsverlaufs</translation>
        </message>
        <message>
            <source>{what} is not a whole number from {low} to {high}</source>
            <translation>{what} ist keine ganze Zahl von {low} bis {high}</translation>
        </message>
        <message>
            <source>a deal's points are not one number for each side</source>
            <translation>die Punkte eines Spiels sind nicht je eine Zahl pro Partei</translation>
        </message>
        <message>
            <source>a deal's points</source>
            <translation>die Punkte eines Spiels</translation>
        </message>
        <message>
            <source>a series is not described properly</source>
            <translation>eine Serie ist nicht richtig beschrieben</translation>
        </message>
        <message>
            <source>a series names a game we do not know</source>
            <translation>eine Serie nennt eine unbekannte Spielart</translation>
        </message>
        <message>
            <source>a series number</source>
            <translation>eine Seriennummer</translation>
        </message>
        <message>
            <source>a series' seat</source>
            <translation>der Platz einer Serie</translation>
        </message>
        <message>
            <source>a series does not name every seat's player</source>
            <translation>eine Serie nennt nicht für jeden Platz den Spieler</translation>
        </message>
        <message>
            <source>a series does not say which seat was yours</source>
            <translation>eine Serie gibt nicht an, welcher Platz deiner war</translation>
        </message>
        <message>
            <source>a seat's level</source>
            <translation>die Spielstärke eines Platzes</translation>
        </message>
        <message>
            <source>the Expert's level</source>
            <translation>die Spielstärke des Experten</translation>
        </message>
        <message>
            <source>a series' number of deals</source>
            <translation>die Zahl der Spiele einer Serie</translation>
        </message>
        <message>
            <source>a series' date</source>
            <translation>das Datum einer Serie</translation>
        </message>
        <message>
            <source>a series' deals are not listed properly</source>
            <translation>die Spiele einer Serie sind nicht richtig aufgelistet</translation>
        </message>
        <message>
            <source>a deal is not described properly</source>
            <translation>ein Spiel ist nicht richtig beschrieben</translation>
        </message>
        <message>
            <source>a deal's number</source>
            <translation>die Nummer eines Spiels</translation>
        </message>
        <message>
            <source>a series' next deal</source>
            <translation>das nächste Spiel einer Serie</translation>
        </message>
        <message>
            <source>a series' next deal comes before a deal already played</source>
            <translation>das nächste Spiel einer Serie liegt vor einem bereits gespielten</translation>
        </message>
        <message>
            <source>a series does not say whether it can be continued</source>
            <translation>eine Serie sagt nicht, ob sie fortgesetzt werden kann</translation>
        </message>
        <message>
            <source>the list of series is missing or too long</source>
            <translation>die Liste der Serien fehlt oder ist zu lang</translation>
        </message>
        <message>
            <source>The challenge history {path} cannot be read: {reason}.</source>
            <translation>Der Herausforderungsverlauf {path} kann nicht gelesen werden: {reason}.</translation>
        </message>
        <message>
            <source>a new one is started</source>
            <translation>es wird eine neue angelegt</translation>
        </message>
        <message>
            <source>The challenge history {path} could not be read ({reason}); a new one is started.</source>
            <translation>Der Herausforderungsverlauf {path} konnte nicht gelesen werden ({reason}); ein neuer wird angelegt.</translation>
        </message>
        <message>
            <source>a number of about {digits} digits</source>
            <translation>eine Zahl mit etwa {digits} Stellen</translation>
        </message>
        <message>
            <source>a damaged value</source>
            <translation>ein beschädigter Wert</translation>
        </message>
        <message>
            <source>{what} is not text</source>
            <translation>{what} ist kein Text</translation>
        </message>
        <message>
            <source>{what} is too long ({length} characters; at most {limit}): {value}</source>
            <translation>{what} ist zu lang ({length} Zeichen; höchstens {limit}): {value}</translation>
        </message>
        <message>
            <source>{what} holds characters that cannot be saved: {value}</source>
            <translation>{what} enthält Zeichen, die sich nicht speichern lassen: {value}</translation>
        </message>
        <message>
            <source>{what} holds control characters: {value}</source>
            <translation>{what} enthält Steuerzeichen: {value}</translation>
        </message>
        <message>
            <source>{what} is empty</source>
            <translation>{what} ist leer</translation>
        </message>
        <message>
            <source>it holds more than {count} values</source>
            <translation>es enthält mehr als {count} Werte</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>es ist zu tief verschachtelt</translation>
        </message>
        <message>
            <source>a text in it is too long ({length} characters): {value}</source>
            <translation>ein Text darin ist zu lang ({length} Zeichen): {value}</translation>
        </message>
        <message>
            <source>a text in it holds characters that cannot be saved: {value}</source>
            <translation>ein Text darin enthält Zeichen, die sich nicht speichern lassen: {value}</translation>
        </message>
        <message>
            <source>it holds {value}</source>
            <translation>es enthält {value}</translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <source>Keep the card you drew, or reject it.</source>
            <translation>Behalte die gezogene Karte oder lehne sie ab.</translation>
        </message>
        <message>
            <source>Your turn to bid.</source>
            <translation>Du bist dran mit Reizen.</translation>
        </message>
        <message>
            <source>You may throw this hand in.</source>
            <translation>Du darfst dieses Blatt hinwerfen.</translation>
        </message>
        <message>
            <source>Concede, or see the widow?</source>
            <translation>Aufgeben oder den Dabb ansehen?</translation>
        </message>
        <message>
            <source>Deal the kitty.</source>
            <translation>Verteile den Dabb.</translation>
        </message>
        <message>
            <source>Name trump.</source>
            <translation>Bestimme Trumpf.</translation>
        </message>
        <message>
            <source>Call your partner: name a card.</source>
            <translation>Ruf deinen Partner: nenne eine Karte.</translation>
        </message>
        <message>
            <source>Choose the cards to pass.</source>
            <translation>Wähle die Karten zum Schieben.</translation>
        </message>
        <message>
            <source>Choose the cards to bury.</source>
            <translation>Wähle die Karten zum Drücken.</translation>
        </message>
        <message>
            <source>Play the hand, or concede?</source>
            <translation>Spielen oder aufgeben?</translation>
        </message>
        <message>
            <source>You won the trick: lay a meld if you like.</source>
            <translation>Du hast den Stich gemacht: melde etwas, wenn du willst.</translation>
        </message>
        <message>
            <source>You hold the dix.</source>
            <translation>Du hast den Dix.</translation>
        </message>
        <message>
            <source>Choose your last card.</source>
            <translation>Wähle deine letzte Karte.</translation>
        </message>
        <message>
            <source>Hand over: read the score, then Next hand.</source>
            <translation>Spiel vorbei: sieh dir den Punktestand an, dann „Nächstes Spiel“.</translation>
        </message>
        <message>
            <source>Claim the rest (C)</source>
            <translation>Rest ansagen (C)</translation>
        </message>
        <message>
            <source>Claim the rest</source>
            <translation>Rest ansagen</translation>
        </message>
        <message>
            <source>Your side takes every remaining trick whatever the others play: play them out at once.</source>
            <translation>Deine Partei macht jeden restlichen Stich, egal was die anderen spielen: spiel sie sofort aus.</translation>
        </message>
        <message>
            <source>{who} win the game, {units} units!</source>
            <comment>you, or a side</comment>
            <translation>{who}: Partie gewonnen, {units} Einheiten!</translation>
        </message>
        <message>
            <source>{who} wins the game, {units} units!</source>
            <translation>{who}: Partie gewonnen, {units} Einheiten!</translation>
        </message>
        <message>
            <source>{who} win the game, {points} points!</source>
            <comment>you, or a side</comment>
            <translation>{who}: Partie gewonnen, {points} Punkte!</translation>
        </message>
        <message>
            <source>{who} wins the game, {points} points!</source>
            <translation>{who}: Partie gewonnen, {points} Punkte!</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>überlegt…</translation>
        </message>
        <message>
            <source>Your lead.</source>
            <translation>Du spielst aus.</translation>
        </message>
        <message>
            <source>Your turn: play a card.</source>
            <translation>Du bist dran: spiel eine Karte.</translation>
        </message>
        <message>
            <source>{bidder} will play {contract}: concede the contract, or defend?</source>
            <translation>{bidder} spielt {contract}: Spiel aufgeben oder verteidigen?</translation>
        </message>
        <message>
            <source>Trick {trick}: won by {seat}, {points} in counters</source>
            <translation>Stich {trick} – Gewinner: {seat}, {points} Augen</translation>
        </message>
        <message>
            <source>Click the {card} again to play it, or choose another card.</source>
            <translation>Klick noch einmal auf {card}, um sie zu spielen, oder wähle eine andere Karte.</translation>
        </message>
        <message>
            <source>Your only card allowed, the {card}, was played for you.</source>
            <translation>Deine einzige erlaubte Karte, {card}, wurde für dich gespielt.</translation>
        </message>
        <message>
            <source>Play the hand, claim it, concede or re-arrange?</source>
            <translation>Spielen, ansagen, aufgeben oder neu ordnen?</translation>
        </message>
        <message>
            <source>Your side takes every remaining trick whatever the others play: Claim the rest (C) plays them out at once.</source>
            <translation>Deine Partei macht jeden restlichen Stich, egal was die anderen spielen: „Rest ansagen“ (C) spielt sie sofort aus.</translation>
        </message>
        <message>
            <source>No trick has been won yet in this hand.</source>
            <translation>In diesem Spiel wurde noch kein Stich gemacht.</translation>
        </message>
        <message>
            <source>(L or a click puts it away)</source>
            <translation>(L oder ein Klick blendet ihn aus)</translation>
        </message>
    </context>
    <context>
        <name>Hint</name>
        <message>
            <source>{what}: it is the only thing you may do.</source>
            <translation>{what}: es ist das Einzige, was du tun darfst.</translation>
        </message>
        <message>
            <source>it is what the strongest computer player would do here.</source>
            <translation>das würde der stärkste Computerspieler hier tun.</translation>
        </message>
        <message>
            <source>{what}: {reason}</source>
            <translation>{what}: {reason}</translation>
        </message>
        <message>
            <source>your best meld is {meld} with {suit} as trump, and your cards can carry it.</source>
            <translation>deine beste Meldung ist {meld} mit {suit} als Trumpf, und deine Karten können das tragen.</translation>
        </message>
        <message>
            <source>your best meld is only {meld} ({suit}); bidding higher risks being set.</source>
            <translation>deine beste Meldung ist nur {meld} ({suit}); wenn du höher reizt, riskierst du abzugehen.</translation>
        </message>
        <message>
            <source>laying meld now scores it before the stock runs out.</source>
            <translation>wenn du jetzt meldest, zählt es, bevor der Talon aufgebraucht ist.</translation>
        </message>
        <message>
            <source>the widow may fill in your meld; conceding unseen costs the whole bid.</source>
            <translation>der Dabb kann deine Meldung ergänzen; unbesehen aufzugeben kostet das ganze Gebot.</translation>
        </message>
        <message>
            <source>your hand is too weak to make the bid even with a good widow.</source>
            <translation>dein Blatt ist zu schwach für das Gebot, selbst mit einem guten Dabb.</translation>
        </message>
        <message>
            <source>a hand with that many nines is weak; the same dealer deals again.</source>
            <translation>ein Blatt mit so vielen Neunen ist schwach; derselbe Geber gibt neu.</translation>
        </message>
        <message>
            <source>this card adds more to your hand (counters, meld, length) than an unseen one.</source>
            <translation>diese Karte bringt deinem Blatt mehr (Zählkarten, Meldung, Länge) als eine ungesehene.</translation>
        </message>
        <message>
            <source>an unseen card is likely worth more to your hand than this one.</source>
            <translation>eine ungesehene Karte ist für dein Blatt wahrscheinlich mehr wert als diese.</translation>
        </message>
        <message>
            <source>your hand is worth playing despite the nines.</source>
            <translation>dein Blatt ist trotz der Neunen spielenswert.</translation>
        </message>
        <message>
            <source>keeping the cards in hand is worth more than what this meld scores now.</source>
            <translation>die Karten auf der Hand zu behalten ist mehr wert, als diese Meldung jetzt zählt.</translation>
        </message>
        <message>
            <source>the dix scores 10 now.</source>
            <translation>der Dix zählt jetzt 10.</translation>
        </message>
        <message>
            <source>whoever holds it plays as your partner; it is a card you lack and need.</source>
            <translation>wer sie hat, spielt als dein Partner; es ist eine Karte, die dir fehlt und die du brauchst.</translation>
        </message>
        <message>
            <source>{suit} gives you {meld} in meld and you hold {count} of them.</source>
            <translation>{suit} bringt dir {meld} an Meldung, und du hast {count} Karten davon.</translation>
        </message>
        <message>
            <source>{suit} gives you {meld} in meld and you hold {count} of them; the next best, {other}, melds {other_meld}.</source>
            <translation>{suit} bringt dir {meld} an Meldung, und du hast {count} Karten davon; die nächstbeste Farbe, {other}, bringt {other_meld}.</translation>
        </message>
        <message>
            <source>{suit} gives you {meld} in meld and you hold {count} of them: less meld than {other} ({other_meld}), but {count} trumps against {other_count} take more tricks.</source>
            <translation>{suit} bringt dir {meld} an Meldung, und du hast {count} Karten davon: weniger Meldung als {other} ({other_meld}), aber {count} Trümpfe gegen {other_count} machen mehr Stiche.</translation>
        </message>
        <message>
            <source>with {meld} in meld you need {need} in counters to make {contract}, and your cards can take that.</source>
            <translation>mit {meld} an Meldung brauchst du {need} Augen, um {contract} zu erreichen, und deine Karten schaffen das.</translation>
        </message>
        <message>
            <source>with {meld} in meld you would need {need} in counters; conceding loses {contract}, going set would lose that and give the others their counters.</source>
            <translation>mit {meld} an Meldung bräuchtest du {need} Augen; aufgeben verliert {contract}, abgehen würde das verlieren und den anderen ihre Augen geben.</translation>
        </message>
        <message>
            <source>your cards can take every trick.</source>
            <translation>deine Karten können jeden Stich machen.</translation>
        </message>
        <message>
            <source>the bidder's meld and cards look strong enough: conceding pays {units} now rather than risking a long hand.</source>
            <translation>Meldung und Karten des Spielers sehen stark genug aus: aufgeben kostet jetzt {units}, statt ein langes Spiel zu riskieren.</translation>
        </message>
        <message>
            <source>the bidder may well be set: if so, the bidder pays you {units} (double bete).</source>
            <translation>der Spieler könnte gut abgehen: dann zahlt er dir {units} (doppelt Bete).</translation>
        </message>
        <message>
            <source>your meld alone makes the bid: collect {units} from each player without play.</source>
            <translation>deine Meldung allein erreicht das Gebot: kassiere ohne Spiel {units} von jedem Spieler.</translation>
        </message>
        <message>
            <source>another trump or burial gives more meld or a stronger hand.</source>
            <translation>ein anderer Trumpf oder anderes Drücken bringt mehr Meldung oder ein stärkeres Blatt.</translation>
        </message>
        <message>
            <source>a single bete pays {units} to each; playing and losing would pay twice that.</source>
            <translation>einfach Bete kostet {units} an jeden; spielen und verlieren würde das Doppelte kosten.</translation>
        </message>
        <message>
            <source>leading trump draws out the opponents' trumps.</source>
            <translation>Trumpf ausspielen zieht den Gegnern die Trümpfe.</translation>
        </message>
        <message>
            <source>an ace is the top card of its suit and should win the trick.</source>
            <translation>ein Ass ist die höchste Karte seiner Farbe und sollte den Stich machen.</translation>
        </message>
        <message>
            <source>a lead that keeps your strong cards for later.</source>
            <translation>ein Ausspiel, das deine starken Karten für später aufhebt.</translation>
        </message>
        <message>
            <source>your partner is winning the trick, so give them a counter.</source>
            <translation>dein Partner macht gerade den Stich, also gib ihm eine Zählkarte.</translation>
        </message>
        <message>
            <source>it takes the trick.</source>
            <translation>sie macht den Stich.</translation>
        </message>
        <message>
            <source>you cannot win this trick cheaply; this keeps your best cards.</source>
            <translation>du kannst diesen Stich nicht billig machen; so behältst du deine besten Karten.</translation>
        </message>
        <message>
            <source>you cannot win this trick, so throw a card with no points.</source>
            <translation>du kannst diesen Stich nicht machen, also wirf eine Karte ohne Augen ab.</translation>
        </message>
    </context>
    <context>
        <name>HouseRules</name>
        <message>
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nein</translation>
        </message>
        <message>
            <source>None ticked</source>
            <translation>Nichts angekreuzt</translation>
        </message>
        <message>
            <source>Set by the variant: choose another variant at the top to change it.</source>
            <translation>Durch die Variante festgelegt: Wähle oben eine andere Variante, um das zu ändern.</translation>
        </message>
        <message>
            <source>Five or more nines</source>
            <translation>Fünf oder mehr Neunen</translation>
        </message>
        <message>
            <source>Six or more nines</source>
            <translation>Sechs oder mehr Neunen</translation>
        </message>
        <message>
            <source>Five nines and no meld</source>
            <translation>Fünf Neunen und keine Meldung</translation>
        </message>
        <message>
            <source>Four nines and no aces</source>
            <translation>Vier Neunen und kein Ass</translation>
        </message>
        <message>
            <source>Five nines and at most one ace</source>
            <translation>Fünf Neunen und höchstens ein Ass</translation>
        </message>
        <message>
            <source>Checks are paid between players who play alone (three-handed, cutthroat, check pinochle).</source>
            <translation>Marken werden zwischen Spielern gezahlt, die allein spielen (zu dritt, jeder gegen jeden, Check-Pinochle).</translation>
        </message>
        <message>
            <source>The check ledger is off.</source>
            <translation>Die Markenliste ist aus.</translation>
        </message>
        <message>
            <source>To name trump you need</source>
            <translation>Um Trumpf zu bestimmen, brauchst du</translation>
        </message>
        <message>
            <source>What the bid winner must hold in the suit named as trump.</source>
            <translation>Was der Gewinner des Reizens in der gewählten Trumpffarbe haben muss.</translation>
        </message>
        <message>
            <source>With 'a marriage', you may only name hearts if you hold K♥ and Q♥.</source>
            <translation>Mit „Ein Paar in dieser Farbe“ darfst du Herz nur zu Trumpf bestimmen, wenn du K♥ und D♥ hast.</translation>
        </message>
        <message>
            <source>Nothing: any suit</source>
            <translation>Nichts: jede Farbe</translation>
        </message>
        <message>
            <source>A marriage in that suit</source>
            <translation>Ein Paar in dieser Farbe</translation>
        </message>
        <message>
            <source>Some meld in that suit (run, marriage or dix)</source>
            <translation>Irgendeine Meldung in dieser Farbe (Familie, Paar oder Dix)</translation>
        </message>
        <message>
            <source>Cards passed</source>
            <translation>Geschobene Karten</translation>
        </message>
        <message>
            <source>After trump is named, partner and bidder swap this many cards.</source>
            <translation>Nachdem Trumpf bestimmt ist, schieben sich Partner und Spieler gegenseitig so viele Karten zu.</translation>
        </message>
        <message>
            <source>With 3: your partner passes you 3 cards, and you pass 3 back.</source>
            <translation>Bei 3: Dein Partner schiebt dir 3 Karten, und du schiebst 3 zurück.</translation>
        </message>
        <message>
            <source>No passing</source>
            <translation>Kein Schieben</translation>
        </message>
        <message>
            <source>2 cards</source>
            <translation>2 Karten</translation>
        </message>
        <message>
            <source>3 cards</source>
            <translation>3 Karten</translation>
        </message>
        <message>
            <source>4 cards</source>
            <translation>4 Karten</translation>
        </message>
        <message>
            <source>Order of passing</source>
            <translation>Reihenfolge beim Schieben</translation>
        </message>
        <message>
            <source>Whether the bidder sees the partner's cards before passing back.</source>
            <translation>Ob der Spieler die Karten des Partners sieht, bevor er zurückschiebt.</translation>
        </message>
        <message>
            <source>Partner first: the bidder passes back with the received cards in hand.</source>
            <translation>Partner zuerst: Der Spieler schiebt zurück, wenn er die erhaltenen Karten schon auf der Hand hat.</translation>
        </message>
        <message>
            <source>Partner passes first, then the bidder passes back</source>
            <translation>Erst schiebt der Partner, dann schiebt der Spieler zurück</translation>
        </message>
        <message>
            <source>Both pass at the same time</source>
            <translation>Beide schieben gleichzeitig</translation>
        </message>
        <message>
            <source>No cards are passed.</source>
            <translation>Es werden keine Karten geschoben.</translation>
        </message>
        <message>
            <source>Bidder calls a partner</source>
            <translation>Spieler ruft einen Partner</translation>
        </message>
        <message>
            <source>After naming trump the bidder names a card; whoever holds it is the bidder's secret partner for the hand, and shows it by playing that card.</source>
            <translation>Nach dem Trumpfbestimmen nennt der Spieler eine Karte; wer sie hat, ist für dieses Spiel sein geheimer Partner und gibt sich zu erkennen, indem er diese Karte spielt.</translation>
        </message>
        <message>
            <source>You call A♥: the player holding the ace of hearts plays with you.</source>
            <translation>Du rufst A♥: Wer das Herz-Ass hat, spielt mit dir.</translation>
        </message>
        <message>
            <source>Which holder is the partner</source>
            <translation>Welcher Inhaber der Karte Partner ist</translation>
        </message>
        <message>
            <source>The called card exists more than once: which of its holders plays with the bidder.</source>
            <translation>Die gerufene Karte gibt es mehrfach: welcher ihrer Inhaber mit dem Spieler spielt.</translation>
        </message>
        <message>
            <source>A♥ is held by West and East: the first to play it, or West (first clockwise).</source>
            <translation>West und Ost haben je ein A♥: Partner ist, wer es zuerst spielt, oder West (als Erster im Uhrzeigersinn).</translation>
        </message>
        <message>
            <source>The first to play it</source>
            <translation>Wer sie zuerst spielt</translation>
        </message>
        <message>
            <source>The first holder clockwise from the bidder</source>
            <translation>Der erste Inhaber im Uhrzeigersinn nach dem Spieler</translation>
        </message>
        <message>
            <source>No partner is called.</source>
            <translation>Es wird kein Partner gerufen.</translation>
        </message>
        <message>
            <source>Any card may be called</source>
            <translation>Jede Karte darf gerufen werden</translation>
        </message>
        <message>
            <source>The bidder may call a card of any suit; off, the called card must be in the trump suit, as the usual five-handed game has it.</source>
            <translation>Der Spieler darf eine Karte jeder Farbe rufen; ist die Option aus, muss die gerufene Karte Trumpf sein, wie im üblichen Spiel zu fünft.</translation>
        </message>
        <message>
            <source>Spades are trump: off, you call a spade such as A♠; on, you may call A♥.</source>
            <translation>Pik ist Trumpf: Ist die Option aus, rufst du ein Pik wie A♠; ist sie an, darfst du auch A♥ rufen.</translation>
        </message>
        <message>
            <source>A run also counts its royal marriage</source>
            <translation>Familie zählt auch ihr Trumpfpaar</translation>
        </message>
        <message>
            <source>The K and Q inside a run score as a royal marriage as well.</source>
            <translation>K und D in einer Familie zählen zusätzlich als Trumpfpaar.</translation>
        </message>
        <message>
            <source>A bare run scores 190 (150 + 40) instead of 150.</source>
            <translation>Eine Familie allein zählt 190 (150 + 40) statt 150.</translation>
        </message>
        <message>
            <source>In classic two-handed each meld is laid on its own turn, so a run never also scores its marriage.</source>
            <translation>Im klassischen Spiel zu zweit wird jede Meldung in einem eigenen Zug ausgelegt, daher zählt eine Familie nie zusätzlich ihr Paar.</translation>
        </message>
        <message>
            <source>Roundhouse bonus</source>
            <translation>Bonus für ein Paar in jeder Farbe</translation>
        </message>
        <message>
            <source>K and Q in every suit score 250 instead of the 240 its parts add up to.</source>
            <translation>K und D in jeder Farbe zählen 250 statt der 240, die ihre Teile ergeben.</translation>
        </message>
        <message>
            <source>K Q of all four suits with hearts trump: 250.</source>
            <translation>K D in allen vier Farben, Herz ist Trumpf: 250.</translation>
        </message>
        <message>
            <source>In classic two-handed a roundhouse is laid as separate melds, one per turn.</source>
            <translation>Im klassischen Spiel zu zweit wird ein Paar in jeder Farbe als einzelne Meldungen ausgelegt, eine pro Zug.</translation>
        </message>
        <message>
            <source>Marriages count only in trump</source>
            <translation>Paare zählen nur in Trumpf</translation>
        </message>
        <message>
            <source>Marriages in other suits score nothing (the racehorse table).</source>
            <translation>Paare in anderen Farben zählen nichts (die Racehorse-Tabelle).</translation>
        </message>
        <message>
            <source>Spades are trump: K♥ Q♥ scores nothing, K♠ Q♠ scores 40.</source>
            <translation>Pik ist Trumpf: K♥ D♥ zählt nichts, K♠ D♠ zählt 40.</translation>
        </message>
        <message>
            <source>Classic two-handed always counts every marriage.</source>
            <translation>Im klassischen Spiel zu zweit zählt immer jedes Paar.</translation>
        </message>
        <message>
            <source>A quadruple wins the game</source>
            <translation>Vierfachmeldung gewinnt die Partie</translation>
        </message>
        <message>
            <source>Four runs, four royal marriages or four pinochles in one hand win the game when the hand is scored (the racehorse table).</source>
            <translation>Vier Familien, vier Trumpfpaare oder vier Binokel in einem Blatt gewinnen die Partie, sobald das Spiel abgerechnet wird (die Racehorse-Tabelle).</translation>
        </message>
        <message>
            <source>You hold all four Q♠ and all four J♦: the game is yours.</source>
            <translation>Du hast alle vier D♠ und alle vier B♦: Die Partie gehört dir.</translation>
        </message>
        <message>
            <source>Only decks with four copies of each card can hold a quadruple.</source>
            <translation>Nur mit einem Kartensatz, der jede Karte viermal enthält, ist eine Vierfachmeldung möglich.</translation>
        </message>
        <message>
            <source>Building on a meld on the table</source>
            <translation>Auf eine ausgelegte Meldung aufbauen</translation>
        </message>
        <message>
            <source>What a bigger meld scores when it reuses cards of a smaller one on the table.</source>
            <translation>Was eine größere Meldung zählt, wenn sie Karten einer kleineren ausgelegten Meldung wiederverwendet.</translation>
        </message>
        <message>
            <source>Royal marriage laid earlier, then the run: adds 110 (difference) or 150 (full).</source>
            <translation>Erst das Trumpfpaar ausgelegt, dann die Familie: bringt 110 (Differenz) oder 150 (voller Wert).</translation>
        </message>
        <message>
            <source>The difference (royal marriage then run adds 110)</source>
            <translation>Die Differenz (Trumpfpaar, dann Familie bringt 110)</translation>
        </message>
        <message>
            <source>The full value (the run scores 150)</source>
            <translation>Den vollen Wert (die Familie zählt 150)</translation>
        </message>
        <message>
            <source>Must trump when void</source>
            <translation>Trumpfzwang</translation>
        </message>
        <message>
            <source>A player with no card of the suit led must play a trump if they have one.</source>
            <translation>Wer die ausgespielte Farbe nicht hat, muss Trumpf spielen, falls er einen hat.</translation>
        </message>
        <message>
            <source>Hearts are led and you have none: you must play a trump.</source>
            <translation>Herz wird ausgespielt und du hast keins: Du musst Trumpf spielen.</translation>
        </message>
        <message>
            <source>Beating the winning card (heading)</source>
            <translation>Höchste Karte schlagen (Stichzwang)</translation>
        </message>
        <message>
            <source>When a player must play a card that beats the one winning the trick.</source>
            <translation>Wann ein Spieler eine Karte spielen muss, die die bisher höchste Karte im Stich schlägt.</translation>
        </message>
        <message>
            <source>Always: the K♠ is winning and you hold the A♠ and the 9♠: you must play the A♠.</source>
            <translation>Immer: Der K♠ liegt vorn und du hast A♠ und 9♠: Du musst das A♠ spielen.</translation>
        </message>
        <message>
            <source>Always, if you can (the traditional rule)</source>
            <translation>Immer, wenn möglich (die traditionelle Regel)</translation>
        </message>
        <message>
            <source>Always, even after someone has trumped the suit led</source>
            <translation>Immer, auch wenn jemand die ausgespielte Farbe schon gestochen hat</translation>
        </message>
        <message>
            <source>Only when trump is led</source>
            <translation>Nur wenn Trumpf ausgespielt ist</translation>
        </message>
        <message>
            <source>Never: just follow suit</source>
            <translation>Nie: nur bedienen</translation>
        </message>
        <message>
            <source>Classic two-handed has its own rule for the second half (below).</source>
            <translation>Das klassische Spiel zu zweit hat eine eigene Regel für die zweite Hälfte (unten).</translation>
        </message>
        <message>
            <source>First lead must be trump</source>
            <translation>Erstes Ausspiel muss Trumpf sein</translation>
        </message>
        <message>
            <source>The bidder's first lead must be a trump if they hold one.</source>
            <translation>Der Spieler muss zuerst Trumpf ausspielen, wenn er einen hat.</translation>
        </message>
        <message>
            <source>Hearts are trump: the bidder opens the play with a heart.</source>
            <translation>Herz ist Trumpf: Der Spieler eröffnet mit einem Herz.</translation>
        </message>
        <message>
            <source>In classic two-handed any card may be led.</source>
            <translation>Im klassischen Spiel zu zweit darf jede Karte ausgespielt werden.</translation>
        </message>
        <message>
            <source>After the stock runs out, beat the card led</source>
            <translation>Ist der Talon aufgebraucht, ausgespielte Karte schlagen</translation>
        </message>
        <message>
            <source>In the second half, when a player must win the trick if able.</source>
            <translation>In der zweiten Hälfte: wann ein Spieler den Stich machen muss, wenn er kann.</translation>
        </message>
        <message>
            <source>Always: the 10♦ is led and you hold the A♦: you must play it.</source>
            <translation>Immer: Die 10♦ wird ausgespielt und du hast das A♦: Du musst es spielen.</translation>
        </message>
        <message>
            <source>Always, if you can</source>
            <translation>Immer, wenn möglich</translation>
        </message>
        <message>
            <source>Winner chooses the last card</source>
            <translation>Gewinner wählt die letzte Karte</translation>
        </message>
        <message>
            <source>The winner of the 12th trick may take the face-down card or the turned-up trump.</source>
            <translation>Wer den 12. Stich macht, darf die verdeckte Karte oder den aufgedeckten Trumpf nehmen.</translation>
        </message>
        <message>
            <source>The last stock card is the A♠ and the trump card is the 9♥: the winner picks.</source>
            <translation>Die letzte Talonkarte ist das A♠ und die Trumpfkarte die 9♥: Der Gewinner wählt.</translation>
        </message>
        <message>
            <source>Counting cards</source>
            <translation>Kartenwerte</translation>
        </message>
        <message>
            <source>What each card won in tricks is worth.</source>
            <translation>Wie viel jede Karte in den Stichen wert ist.</translation>
        </message>
        <message>
            <source>Counters: A, 10 and K are worth 10 each; Q, J and 9 nothing.</source>
            <translation>Zählkarten: A, 10 und K zählen je 10; D, B und 9 nichts.</translation>
        </message>
        <message>
            <source>Classic: A 11, 10 10, K 4, Q 3, J 2</source>
            <translation>Klassisch: A 11, 10 10, K 4, D 3, B 2</translation>
        </message>
        <message>
            <source>A and 10 count 10, K and Q 5</source>
            <translation>A und 10 zählen 10, K und D 5</translation>
        </message>
        <message>
            <source>Counters: A, 10 and K count 10</source>
            <translation>Zählkarten: A, 10 und K zählen 10</translation>
        </message>
        <message>
            <source>Simplified: A, 10 and K count 1 (shown without the zero)</source>
            <translation>Vereinfacht: A, 10 und K zählen 1 (ohne die Null angezeigt)</translation>
        </message>
        <message>
            <source>Last trick bonus</source>
            <translation>Bonus für den letzten Stich</translation>
        </message>
        <message>
            <source>Points for winning the last trick.</source>
            <translation>Punkte für den letzten Stich.</translation>
        </message>
        <message>
            <source>10 on a single deck makes the counters total 250.</source>
            <translation>Mit 10 ergeben die Zählkarten eines einfachen Kartensatzes zusammen 250.</translation>
        </message>
        <message>
            <source> points</source>
            <translation> Punkte</translation>
        </message>
        <message>
            <source>Show simplified scores</source>
            <translation>Vereinfachte Punkte anzeigen</translation>
        </message>
        <message>
            <source>Drop the trailing zero on screen (1 instead of 10).</source>
            <translation>Die letzte Null auf dem Bildschirm weglassen (1 statt 10).</translation>
        </message>
        <message>
            <source>A run shows as 15, a contract of 250 as 25.</source>
            <translation>Eine Familie erscheint als 15, ein Gebot von 250 als 25.</translation>
        </message>
        <message>
            <source>Round the count</source>
            <translation>Augen runden</translation>
        </message>
        <message>
            <source>A count ending in 7, 8 or 9 rounds up to the next ten; 6 or less rounds down.</source>
            <translation>Augen mit 7, 8 oder 9 am Ende werden auf den nächsten Zehner aufgerundet, mit 6 oder weniger abgerundet.</translation>
        </message>
        <message>
            <source>127 in counters scores 130; 126 scores 120.</source>
            <translation>127 Augen zählen 130, 126 zählen 120.</translation>
        </message>
        <message>
            <source>Keeping your meld</source>
            <translation>Meldung behalten</translation>
        </message>
        <message>
            <source>What a side must do in the play for its meld to count.</source>
            <translation>Was eine Partei im Spiel schaffen muss, damit ihre Meldung zählt.</translation>
        </message>
        <message>
            <source>One trick: a side that wins no trick at all loses its meld.</source>
            <translation>Ein Stich: Eine Partei, die keinen einzigen Stich macht, verliert ihre Meldung.</translation>
        </message>
        <message>
            <source>Meld always counts</source>
            <translation>Meldung zählt immer</translation>
        </message>
        <message>
            <source>Win at least one trick</source>
            <translation>Mindestens einen Stich machen</translation>
        </message>
        <message>
            <source>Take enough counters (set below)</source>
            <translation>Genug Augen holen (unten einstellen)</translation>
        </message>
        <message>
            <source>In classic two-handed melds score as soon as they are laid.</source>
            <translation>Im klassischen Spiel zu zweit zählen Meldungen, sobald sie ausgelegt sind.</translation>
        </message>
        <message>
            <source>Counters needed to keep meld</source>
            <translation>Nötige Augen für die Meldung</translation>
        </message>
        <message>
            <source>Trick points a side must take for its meld to count.</source>
            <translation>Augen, die eine Partei in Stichen holen muss, damit ihre Meldung zählt.</translation>
        </message>
        <message>
            <source>Double deck: at least 200 in tricks (20 in simplified points).</source>
            <translation>Doppelblatt: mindestens 200 in Stichen (20 in vereinfachten Punkten).</translation>
        </message>
        <message>
            <source>Only when meld is kept by taking counters.</source>
            <translation>Nur wenn die Meldung durch geholte Augen behalten wird.</translation>
        </message>
        <message>
            <source>Least meld that counts</source>
            <translation>Kleinste zählende Meldung</translation>
        </message>
        <message>
            <source>A side's meld below this is not 'on the board' and scores nothing.</source>
            <translation>Meldet eine Partei weniger, kommt ihre Meldung nicht „aufs Brett“ und zählt nichts.</translation>
        </message>
        <message>
            <source>Double deck: 180 in meld counts for nothing when the least is 200.</source>
            <translation>Doppelblatt: 180 Meldung zählen nichts, wenn das Minimum 200 ist.</translation>
        </message>
        <message>
            <source>Bidder's least trick points</source>
            <translation>Mindestaugen des Spielers</translation>
        </message>
        <message>
            <source>The bidding side goes set unless it takes at least this much in tricks.</source>
            <translation>Die spielende Partei geht ab, wenn sie nicht mindestens so viele Augen in Stichen holt.</translation>
        </message>
        <message>
            <source>Double deck tables often require 200 (20 simplified).</source>
            <translation>Beim Doppelblatt verlangt man oft 200 (vereinfacht 20).</translation>
        </message>
        <message>
            <source>Bidder may concede</source>
            <translation>Spieler darf aufgeben</translation>
        </message>
        <message>
            <source>Before the first lead the bidder may give up: minus the bid, and the others score their meld.</source>
            <translation>Vor dem ersten Ausspiel darf der Spieler aufgeben: minus das Gebot, und die anderen bekommen ihre Meldung.</translation>
        </message>
        <message>
            <source>Bid 350 and the widow didn't help: concede and lose 350.</source>
            <translation>350 geboten und der Dabb hat nicht geholfen: aufgeben und 350 verlieren.</translation>
        </message>
        <message>
            <source>Hopeless bids must be conceded</source>
            <translation>Aussichtslose Gebote müssen aufgegeben werden</translation>
        </message>
        <message>
            <source>A bid above the bidder's meld plus every trick point can only be conceded.</source>
            <translation>Ein Gebot über der Meldung des Spielers plus allen Augen im Spiel kann nur aufgegeben werden.</translation>
        </message>
        <message>
            <source>Meld 60 and a bid of 350: 60 + 250 can't reach it, so the bidder concedes.</source>
            <translation>Meldung 60 und Gebot 350: 60 + 250 reicht nicht, also gibt der Spieler auf.</translation>
        </message>
        <message>
            <source>Concede without seeing the widow</source>
            <translation>Aufgeben, ohne den Dabb anzusehen</translation>
        </message>
        <message>
            <source>A bidder forced in at the minimum may give up before the widow is turned: minus the bid, and the others score nothing.</source>
            <translation>Ein Spieler, der zum Mindestgebot spielen muss, darf aufgeben, bevor der Dabb aufgedeckt wird: minus das Gebot, und die anderen bekommen nichts.</translation>
        </message>
        <message>
            <source>Forced to open at 300 with a poor hand: throw it in unseen for minus 300.</source>
            <translation>Mit schwachem Blatt gezwungen, mit 300 zu eröffnen: ungesehen hinwerfen für minus 300.</translation>
        </message>
        <message>
            <source>Needs a widow.</source>
            <translation>Braucht einen Dabb.</translation>
        </message>
        <message>
            <source>Game is won at</source>
            <translation>Partie gewonnen bei</translation>
        </message>
        <message>
            <source>The score that wins the game, checked at the end of each hand.</source>
            <translation>Der Punktestand, der die Partie gewinnt, geprüft am Ende jedes Spiels.</translation>
        </message>
        <message>
            <source>Partnership 1500, three-handed 1000, double deck 5000.</source>
            <translation>Zu viert mit Partner 1500, zu dritt 1000, Doppelblatt 5000.</translation>
        </message>
        <message>
            <source>If several pass the target together</source>
            <translation>Wenn mehrere gleichzeitig das Ziel überschreiten</translation>
        </message>
        <message>
            <source>Who wins when more than one side reaches the target on the same hand.</source>
            <translation>Wer gewinnt, wenn mehrere Parteien im selben Spiel das Ziel erreichen.</translation>
        </message>
        <message>
            <source>Bid-and-out: the bidding side wins if it made its bid.</source>
            <translation>Spieler zuerst: Die spielende Partei gewinnt, wenn sie ihr Gebot erfüllt hat.</translation>
        </message>
        <message>
            <source>The bidding side wins if it made its bid</source>
            <translation>Die spielende Partei gewinnt, wenn sie ihr Gebot erfüllt hat</translation>
        </message>
        <message>
            <source>The target goes up (by the step below)</source>
            <translation>Das Ziel steigt (um den Schritt unten)</translation>
        </message>
        <message>
            <source>Play one more hand; the highest score wins</source>
            <translation>Noch ein Spiel; der höchste Punktestand gewinnt</translation>
        </message>
        <message>
            <source>With bid-out only, only the bidder can go out, so there are no ties.</source>
            <translation>Wenn nur der Spieler die Partie beenden kann, gibt es keinen Gleichstand.</translation>
        </message>
        <message>
            <source>The target must be exceeded</source>
            <translation>Das Ziel muss überschritten werden</translation>
        </message>
        <message>
            <source>A score must go past the target to win; reaching it exactly is not enough.</source>
            <translation>Zum Sieg muss der Punktestand über dem Ziel liegen; es genau zu erreichen, reicht nicht.</translation>
        </message>
        <message>
            <source>Two-handed to 1000: 1000 plays on, 1010 wins.</source>
            <translation>Zu zweit bis 1000: Bei 1000 geht es weiter, 1010 gewinnt.</translation>
        </message>
        <message>
            <source>Target goes up by</source>
            <translation>Ziel steigt um</translation>
        </message>
        <message>
            <source>How much the target rises each time several sides pass it together.</source>
            <translation>Um wie viel das Ziel steigt, wenn mehrere Parteien es gleichzeitig überschreiten.</translation>
        </message>
        <message>
            <source>Both sides pass 1000: play on to 1250.</source>
            <translation>Beide Parteien über 1000: weiter bis 1250.</translation>
        </message>
        <message>
            <source>Only when the target goes up.</source>
            <translation>Nur wenn das Ziel steigt.</translation>
        </message>
        <message>
            <source>Only the bidder can go out</source>
            <translation>Nur der Spieler kann die Partie beenden</translation>
        </message>
        <message>
            <source>Passing the target ends the game only for a bidder who makes the contract.</source>
            <translation>Das Überschreiten des Ziels beendet die Partie nur für einen Spieler, der sein Gebot erfüllt.</translation>
        </message>
        <message>
            <source>Cutthroat: 1020 points won't end the game until you win a bid and make it.</source>
            <translation>Jeder gegen jeden: 1020 Punkte beenden die Partie erst, wenn du das Reizen gewinnst und dein Gebot erfüllst.</translation>
        </message>
        <message>
            <source>Classic two-handed has no bidder.</source>
            <translation>Im klassischen Spiel zu zweit gibt es keinen Alleinspieler.</translation>
        </message>
        <message>
            <source>Slide out</source>
            <translation>Sieg ohne Gebot</translation>
        </message>
        <message>
            <source>A side over the target wins without bidding once the others have failed their bids enough times.</source>
            <translation>Eine Partei über dem Ziel gewinnt ohne Gebot, sobald die anderen oft genug abgegangen sind.</translation>
        </message>
        <message>
            <source>You are past 1500 and the opponents have gone set three times: you win.</source>
            <translation>Du bist über 1500 und die Gegner sind dreimal abgegangen: Du gewinnst.</translation>
        </message>
        <message>
            <source>Classic two-handed has no bids to fail.</source>
            <translation>Im klassischen Spiel zu zweit gibt es keine Gebote, mit denen man abgehen kann.</translation>
        </message>
        <message>
            <source>Failed bids for a slide out</source>
            <translation>Abgänge für Sieg ohne Gebot</translation>
        </message>
        <message>
            <source>How many times the other sides must go set.</source>
            <translation>Wie oft die anderen Parteien abgehen müssen.</translation>
        </message>
        <message>
            <source>3: the opponents' third failed bid lets you slide out.</source>
            <translation>3: Gehen die Gegner zum dritten Mal ab, gewinnst du ohne Gebot.</translation>
        </message>
        <message>
            <source> times</source>
            <translation> Mal</translation>
        </message>
        <message>
            <source>Slide out is off.</source>
            <translation>„Sieg ohne Gebot“ ist aus.</translation>
        </message>
        <message>
            <source>Hand building is for two players each playing alone, not for stakes.</source>
            <translation>Blattaufbau ist für zwei Spieler, die jeder für sich spielen, nicht für Spiele um Einsätze.</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Who plays, and who plays together.</source>
            <translation>Wer spielt und wer zusammen spielt.</translation>
        </message>
        <message>
            <source>Four-handed partnership: you and the player opposite against the other two.</source>
            <translation>Zu viert mit Partner: Du und dein Gegenüber gegen die anderen beiden.</translation>
        </message>
        <message>
            <source>Choose how many sit at the table below.</source>
            <translation>Wie viele am Tisch sitzen, wählst du unten.</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Kartensatz</translation>
        </message>
        <message>
            <source>The cards in play.</source>
            <translation>Die Karten im Spiel.</translation>
        </message>
        <message>
            <source>A single deck has two of each card from 9 to ace: 48 cards.</source>
            <translation>Ein einfacher Kartensatz hat jede Karte von 9 bis Ass zweimal: 48 Karten.</translation>
        </message>
        <message>
            <source>Players at the table</source>
            <translation>Spieler am Tisch</translation>
        </message>
        <message>
            <source>Four or five people at a three-player auction: some sit each hand out.</source>
            <translation>Vier oder fünf Leute bei einem Reizspiel für drei: Einige setzen in jedem Spiel aus.</translation>
        </message>
        <message>
            <source>With five, the dealer and the second player on the dealer's left sit out.</source>
            <translation>Bei fünf setzen der Geber und der zweite Spieler links vom Geber aus.</translation>
        </message>
        <message>
            <source>Four: the dealer sits out each hand</source>
            <translation>Vier: Der Geber setzt jedes Spiel aus</translation>
        </message>
        <message>
            <source>Five: the dealer and the second on the dealer's left sit out</source>
            <translation>Fünf: Der Geber und der Zweite links vom Geber setzen aus</translation>
        </message>
        <message>
            <source>Widow</source>
            <translation>Dabb</translation>
        </message>
        <message>
            <source>Cards set aside in the deal, and what the bidder does with them.</source>
            <translation>Karten, die beim Geben beiseitegelegt werden, und was der Spieler damit macht.</translation>
        </message>
        <message>
            <source>Three-handed: 3 cards are turned up for all, the bidder takes them and buries 3.</source>
            <translation>Zu dritt: 3 Karten werden für alle aufgedeckt, der Spieler nimmt sie auf und drückt 3.</translation>
        </message>
        <message>
            <source>No widow</source>
            <translation>Kein Dabb</translation>
        </message>
        <message>
            <source>Turned up for everyone, then taken by the bidder</source>
            <translation>Für alle aufgedeckt, dann vom Spieler aufgenommen</translation>
        </message>
        <message>
            <source>Taken unseen by the bidder</source>
            <translation>Vom Spieler ungesehen aufgenommen</translation>
        </message>
        <message>
            <source>A kitty: the bidder gives one card to each player</source>
            <translation>Ein Dabb, aus dem der Spieler jedem eine Karte gibt</translation>
        </message>
        <message>
            <source>Classic two-handed has a stock instead of a widow.</source>
            <translation>Das klassische Spiel zu zweit hat einen Talon statt eines Dabbs.</translation>
        </message>
        <message>
            <source>Cards in the widow</source>
            <translation>Karten im Dabb</translation>
        </message>
        <message>
            <source>How many cards the widow holds; the bidder buries as many.</source>
            <translation>Wie viele Karten im Dabb liegen; der Spieler drückt ebenso viele.</translation>
        </message>
        <message>
            <source>Racehorse: a blind of 4, and the bidder buries 4.</source>
            <translation>Racehorse: ein verdeckter Dabb aus 4 Karten, und der Spieler drückt 4.</translation>
        </message>
        <message>
            <source> cards</source>
            <translation> Karten</translation>
        </message>
        <message>
            <source>There is no widow.</source>
            <translation>Es gibt keinen Dabb.</translation>
        </message>
        <message>
            <source>A kitty holds one card for each player.</source>
            <translation>Dieser Dabb hat eine Karte für jeden Spieler.</translation>
        </message>
        <message>
            <source>Cards each</source>
            <translation>Karten pro Spieler</translation>
        </message>
        <message>
            <source>Follows from the deck, the players and the widow.</source>
            <translation>Ergibt sich aus Kartensatz, Spielerzahl und Dabb.</translation>
        </message>
        <message>
            <source>48 cards, 3 players and a widow of 3: 15 cards each.</source>
            <translation>48 Karten, 3 Spieler und 3 im Dabb: je 15 Karten.</translation>
        </message>
        <message>
            <source>Cards per packet</source>
            <translation>Karten pro Päckchen</translation>
        </message>
        <message>
            <source>Cards go round in packets of this many, starting left of the dealer.</source>
            <translation>Die Karten werden in Päckchen dieser Größe ausgeteilt, beginnend links vom Geber.</translation>
        </message>
        <message>
            <source>Packets of 3 deal 12 cards in four rounds; double-deck tables often use 4 or 5.</source>
            <translation>Päckchen zu 3 ergeben 12 Karten in vier Runden; beim Doppelblatt nimmt man oft 4 oder 5.</translation>
        </message>
        <message>
            <source>5 cards</source>
            <translation>5 Karten</translation>
        </message>
        <message>
            <source>Dealer's bonus for a turned-up nine</source>
            <translation>Geberbonus für eine aufgedeckte Neun</translation>
        </message>
        <message>
            <source>Points the dealer scores at once when the turned-up trump card is a nine.</source>
            <translation>Punkte, die der Geber sofort bekommt, wenn die aufgedeckte Trumpfkarte eine Neun ist.</translation>
        </message>
        <message>
            <source>The 9♥ is turned up: hearts are trump and the dealer scores 10.</source>
            <translation>Die 9♥ wird aufgedeckt: Herz ist Trumpf und der Geber bekommt 10.</translation>
        </message>
        <message>
            <source>Two-handed hand building</source>
            <translation>Blattaufbau zu zweit</translation>
        </message>
        <message>
            <source>No deal: two players take turns drawing the top card of the face-down pile and keep it (the next card goes unseen to their discard pile) or reject it (it is discarded and the next card kept), then bid. Each discard pile counts for its owner.</source>
            <translation>Kein Geben: Zwei Spieler ziehen abwechselnd die oberste Karte des verdeckten Stapels und behalten sie (die nächste Karte kommt ungesehen auf ihren Ablagestapel) oder lehnen sie ab (sie wird abgelegt und die nächste Karte behalten), dann wird gereizt. Jeder Ablagestapel zählt für seinen Besitzer.</translation>
        </message>
        <message>
            <source>You draw the A♠ and keep it: the next card goes face down, unseen, to your discard pile. Turning it on makes the table two players with no widow.</source>
            <translation>Du ziehst das A♠ und behältst es: Die nächste Karte kommt verdeckt und ungesehen auf deinen Ablagestapel. Ist die Option an, spielen zwei Spieler ohne Dabb.</translation>
        </message>
        <message>
            <source>Discard piles count for the non-bidder</source>
            <translation>Ablagestapel zählen für den Gegenspieler</translation>
        </message>
        <message>
            <source>With hand building: both discard piles count for the player who did not win the bid, which makes the contract harder to make.</source>
            <translation>Beim Blattaufbau: Beide Ablagestapel zählen für den Spieler, der das Reizen nicht gewonnen hat; das macht es schwerer, das Gebot zu erfüllen.</translation>
        </message>
        <message>
            <source>You win the bid at 250: the counters in both discard piles are your opponent's.</source>
            <translation>Du gewinnst das Reizen mit 250: Die Augen in beiden Ablagestapeln gehören deinem Gegner.</translation>
        </message>
        <message>
            <source>Hand building is off.</source>
            <translation>„Blattaufbau zu zweit“ ist aus.</translation>
        </message>
        <message>
            <source>Minimum bid</source>
            <translation>Mindestgebot</translation>
        </message>
        <message>
            <source>The lowest opening bid.</source>
            <translation>Das niedrigste Eröffnungsgebot.</translation>
        </message>
        <message>
            <source>Partnership 250, three-handed 300 (250 for an easier game), double deck 500.</source>
            <translation>Zu viert mit Partner 250, zu dritt 300 (250 für ein leichteres Spiel), Doppelblatt 500.</translation>
        </message>
        <message>
            <source>Bids go up by</source>
            <translation>Gebote steigen um</translation>
        </message>
        <message>
            <source>Each bid must beat the last by at least this much.</source>
            <translation>Jedes Gebot muss das vorige um mindestens so viel übertreffen.</translation>
        </message>
        <message>
            <source>With 10: 250, 260, 270...</source>
            <translation>Bei 10: 250, 260, 270...</translation>
        </message>
        <message>
            <source>Bigger steps from</source>
            <translation>Größere Schritte ab</translation>
        </message>
        <message>
            <source>From this bid on, bids go up by the bigger step below.</source>
            <translation>Ab diesem Gebot steigen die Gebote um den größeren Schritt unten.</translation>
        </message>
        <message>
            <source>Double deck: steps of 10 up to 600, then steps of 50.</source>
            <translation>Doppelblatt: Schritte von 10 bis 600, danach Schritte von 50.</translation>
        </message>
        <message>
            <source>Never</source>
            <translation>Nie</translation>
        </message>
        <message>
            <source>Bigger step</source>
            <translation>Größerer Schritt</translation>
        </message>
        <message>
            <source>The step once bids reach the threshold above.</source>
            <translation>Der Schritt, sobald die Gebote die Schwelle oben erreichen.</translation>
        </message>
        <message>
            <source>With 50 from 600: 600, 650, 700...</source>
            <translation>Bei 50 ab 600: 600, 650, 700...</translation>
        </message>
        <message>
            <source>Bids never switch to bigger steps.</source>
            <translation>Die Gebote wechseln nie zu größeren Schritten.</translation>
        </message>
        <message>
            <source>Highest bid</source>
            <translation>Höchstgebot</translation>
        </message>
        <message>
            <source>The highest bid anyone may make.</source>
            <translation>Das höchste Gebot, das jemand abgeben darf.</translation>
        </message>
        <message>
            <source>2,500 for a single deck, 10,000 for a double deck.</source>
            <translation>2.500 beim einfachen Kartensatz, 10.000 beim Doppelblatt.</translation>
        </message>
        <message>
            <source>Jump bids allowed</source>
            <translation>Sprunggebote erlaubt</translation>
        </message>
        <message>
            <source>A bid may skip ahead instead of going up by one step.</source>
            <translation>Ein Gebot darf Schritte überspringen, statt nur um einen Schritt zu steigen.</translation>
        </message>
        <message>
            <source>After 250 you may bid 300 at once.</source>
            <translation>Nach 250 darfst du gleich 300 bieten.</translation>
        </message>
        <message>
            <source>First bidder must open</source>
            <translation>Erster Bieter muss eröffnen</translation>
        </message>
        <message>
            <source>The player on the dealer's left may not pass on the first call.</source>
            <translation>Der Spieler links vom Geber darf in der ersten Runde nicht passen.</translation>
        </message>
        <message>
            <source>Racehorse: the first bidder opens at 500 whatever the cards.</source>
            <translation>Racehorse: Der erste Bieter eröffnet mit 500, egal welche Karten er hat.</translation>
        </message>
        <message>
            <source>First bid is always the minimum</source>
            <translation>Erstes Gebot immer das Mindestgebot</translation>
        </message>
        <message>
            <source>The player who must open bids the minimum and cannot choose a higher opening.</source>
            <translation>Wer eröffnen muss, bietet das Mindestgebot und kann keine höhere Eröffnung wählen.</translation>
        </message>
        <message>
            <source>Racehorse: the player on the dealer's left always opens at 500.</source>
            <translation>Racehorse: Der Spieler links vom Geber eröffnet immer mit 500.</translation>
        </message>
        <message>
            <source>Must open with meld</source>
            <translation>Eröffnungspflicht mit Meldung</translation>
        </message>
        <message>
            <source>A player holding any meld may not pass before someone has bid.</source>
            <translation>Wer irgendeine Meldung hat, darf nicht passen, bevor jemand geboten hat.</translation>
        </message>
        <message>
            <source>You hold a marriage and nobody has bid yet: you must bid.</source>
            <translation>Du hast ein Paar und noch niemand hat geboten: Du musst bieten.</translation>
        </message>
        <message>
            <source>If everyone passes</source>
            <translation>Wenn alle passen</translation>
        </message>
        <message>
            <source>What happens when nobody bids.</source>
            <translation>Was passiert, wenn niemand bietet.</translation>
        </message>
        <message>
            <source>Stuck dealer: the dealer takes the contract at the minimum bid.</source>
            <translation>Geber muss spielen: Der Geber übernimmt das Spiel zum Mindestgebot.</translation>
        </message>
        <message>
            <source>The deal passes on (redeal)</source>
            <translation>Der Nächste gibt (Neugabe)</translation>
        </message>
        <message>
            <source>The dealer is stuck with the bid</source>
            <translation>Der Geber muss das Spiel übernehmen</translation>
        </message>
        <message>
            <source>Stuck dealer's bid</source>
            <translation>Zwangsgebot des Gebers</translation>
        </message>
        <message>
            <source>The contract a stuck dealer must make.</source>
            <translation>Das Gebot, das ein zum Spielen gezwungener Geber erfüllen muss.</translation>
        </message>
        <message>
            <source>Some tables stick the dealer at 190 rather than the minimum bid.</source>
            <translation>Manche Runden lassen den Geber mit 190 statt mit dem Mindestgebot spielen.</translation>
        </message>
        <message>
            <source>The minimum bid</source>
            <translation>Das Mindestgebot</translation>
        </message>
        <message>
            <source>Only when the dealer is stuck with the bid.</source>
            <translation>Nur wenn der Geber das Spiel übernehmen muss.</translation>
        </message>
        <message>
            <source>Nobody is forced to open the bidding in this game.</source>
            <translation>In diesem Spiel muss niemand das Reizen eröffnen.</translation>
        </message>
        <message>
            <source>Everyone plays alone here: there are no partners' bids to add up.</source>
            <translation>Hier spielt jeder allein: Es gibt keine Partnergebote, die addiert werden könnten.</translation>
        </message>
        <message>
            <source>Playing for stakes settles one bidder's contract.</source>
            <translation>Beim Spiel um Einsätze wird das Spiel eines einzelnen Spielers abgerechnet.</translation>
        </message>
        <message>
            <source>Only the bidder melds here, so a side's meld behind a bid is never shown.</source>
            <translation>Hier meldet nur der Spieler, daher wird nie gezeigt, welche Meldung eine Partei hinter ihrem Gebot hat.</translation>
        </message>
        <message>
            <source>Meld near the bid to play is off.</source>
            <translation>„Spielen nur mit Meldung nahe am Gebot“ ist aus.</translation>
        </message>
        <message>
            <source>Mis-bid is off: no meld is needed to bid (0 points).</source>
            <translation>Fehlgebot ist aus: Zum Bieten ist keine Meldung nötig (0 Punkte).</translation>
        </message>
        <message>
            <source>Misdeal on nines</source>
            <translation>Neugeben wegen Neunen</translation>
        </message>
        <message>
            <source>A player dealt too many nines may throw the hand in; the same dealer deals again.</source>
            <translation>Wer zu viele Neunen bekommt, darf das Blatt hinwerfen; derselbe Geber gibt neu.</translation>
        </message>
        <message>
            <source>You are dealt five nines: throw the hand in for a new deal.</source>
            <translation>Du bekommst fünf Neunen: Wirf das Blatt hin, dann wird neu gegeben.</translation>
        </message>
        <message>
            <source>Hands that may be thrown in</source>
            <translation>Blätter, die man hinwerfen darf</translation>
        </message>
        <message>
            <source>Any one of the ticked hands qualifies.</source>
            <translation>Jedes der angekreuzten Blätter reicht.</translation>
        </message>
        <message>
            <source>Tick 'Four nines and no aces' to let a player with 9 9 9 9 and no ace redeal.</source>
            <translation>Kreuze „Vier Neunen und kein Ass“ an, damit ein Spieler mit 9 9 9 9 und ohne Ass neu geben lassen darf.</translation>
        </message>
        <message>
            <source>Misdeal on nines is off.</source>
            <translation>„Neugeben wegen Neunen“ ist aus.</translation>
        </message>
        <message>
            <source>Redeals allowed</source>
            <translation>Erlaubte Neugaben</translation>
        </message>
        <message>
            <source>Once this many hands have been thrown in (in one deal, or in the whole game: see the next option), nobody is asked again.</source>
            <translation>Sobald so viele Blätter hingeworfen wurden (beim selben Geber oder in der ganzen Partie: siehe nächste Option), wird niemand mehr gefragt.</translation>
        </message>
        <message>
            <source>3: the fourth hand full of nines must be played.</source>
            <translation>3: Das vierte Blatt voller Neunen muss gespielt werden.</translation>
        </message>
        <message>
            <source>Unlimited</source>
            <translation>Unbegrenzt</translation>
        </message>
        <message>
            <source>The redeal limit counts</source>
            <translation>Die Grenze für Neugaben gilt</translation>
        </message>
        <message>
            <source>Whether the limit on thrown-in hands starts again with each deal or lasts the whole game.</source>
            <translation>Ob die Grenze für hingeworfene Blätter bei jedem Geber neu beginnt oder für die ganze Partie gilt.</translation>
        </message>
        <message>
            <source>Per deal: after three redeals the same dealer's fourth deal is played; the next dealer may be asked again.</source>
            <translation>Pro Geber: Nach drei Neugaben wird die vierte Gabe desselben Gebers gespielt; beim nächsten Geber darf wieder gefragt werden.</translation>
        </message>
        <message>
            <source>Per deal (the same dealer redeals at most that often)</source>
            <translation>Pro Geber (derselbe Geber gibt höchstens so oft neu)</translation>
        </message>
        <message>
            <source>Per game (once used up, nobody is asked again)</source>
            <translation>Pro Partie (wenn aufgebraucht, wird niemand mehr gefragt)</translation>
        </message>
        <message>
            <source>Shoot the moon</source>
            <translation>Durchmarsch</translation>
        </message>
        <message>
            <source>After meld, the bidder may promise to take every trick.</source>
            <translation>Nach dem Melden darf der Spieler ansagen, alle Stiche zu machen.</translation>
        </message>
        <message>
            <source>You hold a run and all four aces: shoot the moon and win the game outright.</source>
            <translation>Du hast eine Familie und alle vier Asse: Sag den Durchmarsch an und gewinne die Partie sofort.</translation>
        </message>
        <message>
            <source>Taking every trick after shooting</source>
            <translation>Alle Stiche nach angesagtem Durchmarsch</translation>
        </message>
        <message>
            <source>What the bidder gets for keeping the promise.</source>
            <translation>Was der Spieler bekommt, wenn er die Ansage erfüllt.</translation>
        </message>
        <message>
            <source>Win the game at once, whatever the scores.</source>
            <translation>Die Partie sofort gewinnen, egal wie es steht.</translation>
        </message>
        <message>
            <source>Wins the game</source>
            <translation>Gewinnt die Partie</translation>
        </message>
        <message>
            <source>Scores the moon points (below)</source>
            <translation>Bringt die Durchmarschpunkte (unten)</translation>
        </message>
        <message>
            <source>Scores a fixed amount (below) whatever the bid</source>
            <translation>Bringt einen festen Betrag (unten), egal wie hoch das Gebot ist</translation>
        </message>
        <message>
            <source>Shoot the moon is off.</source>
            <translation>Durchmarsch ist aus.</translation>
        </message>
        <message>
            <source>Moon points</source>
            <translation>Durchmarschpunkte</translation>
        </message>
        <message>
            <source>What a successful moon scores when it scores points.</source>
            <translation>Was ein gelungener Durchmarsch bringt, wenn er Punkte zählt.</translation>
        </message>
        <message>
            <source>1000 for taking every trick.</source>
            <translation>1000 für alle Stiche.</translation>
        </message>
        <message>
            <source>Only when a moon scores points.</source>
            <translation>Nur wenn ein Durchmarsch Punkte zählt.</translation>
        </message>
        <message>
            <source>Fixed moon score</source>
            <translation>Fester Wert für Durchmarsch</translation>
        </message>
        <message>
            <source>What a successful moon scores when it scores a fixed amount.</source>
            <translation>Was ein gelungener Durchmarsch bringt, wenn er einen festen Betrag zählt.</translation>
        </message>
        <message>
            <source>250, however high the bid was.</source>
            <translation>250, egal wie hoch das Gebot war.</translation>
        </message>
        <message>
            <source>Only when a moon scores a fixed amount.</source>
            <translation>Nur wenn ein Durchmarsch einen festen Betrag zählt.</translation>
        </message>
        <message>
            <source>Failed moon costs</source>
            <translation>Misslungener Durchmarsch kostet</translation>
        </message>
        <message>
            <source>What the bidder loses when the other side takes a trick.</source>
            <translation>Was der Spieler verliert, wenn die Gegenpartei einen Stich macht.</translation>
        </message>
        <message>
            <source>1000: one trick lost and the bidder is 1000 down.</source>
            <translation>1000: Ein Stich verloren, und der Spieler hat 1000 weniger.</translation>
        </message>
        <message>
            <source>Pinochling</source>
            <translation>Schwarz machen</translation>
        </message>
        <message>
            <source>A side that takes every trick wins the game, even without shooting the moon.</source>
            <translation>Eine Partei, die alle Stiche macht, gewinnt die Partie, auch ohne angesagten Durchmarsch.</translation>
        </message>
        <message>
            <source>Your side wins all 12 tricks: the game is yours.</source>
            <translation>Deine Partei macht alle 12 Stiche: Die Partie gehört euch.</translation>
        </message>
        <message>
            <source>Taking every trick has no special reward in classic two-handed.</source>
            <translation>Im klassischen Spiel zu zweit bringt es nichts Besonderes, alle Stiche zu machen.</translation>
        </message>
        <message>
            <source>Meld near the bid to play</source>
            <translation>Spielen nur mit Meldung nahe am Gebot</translation>
        </message>
        <message>
            <source>The bidding side plays the hand only with some meld between the partners and its meld close enough to the bid (the double-deck rule); otherwise it must concede.</source>
            <translation>Die spielende Partei spielt nur, wenn die Partner zusammen genug Meldung haben und diese nah genug am Gebot liegt (die Doppelblatt-Regel); sonst muss sie aufgeben.</translation>
        </message>
        <message>
            <source>You bid 900 holding 300 meld between you: 600 short, more than 500, so you concede.</source>
            <translation>Du bietest 900, ihr habt zusammen 300 Meldung: 600 fehlen, mehr als 500, also gibst du auf.</translation>
        </message>
        <message>
            <source>Least meld to play</source>
            <translation>Mindestmeldung zum Spielen</translation>
        </message>
        <message>
            <source>200: a side with 190 meld must concede.</source>
            <translation>200: Eine Partei mit 190 Meldung muss aufgeben.</translation>
        </message>
        <message>
            <source>Meld within this of the bid</source>
            <translation>Größter Abstand der Meldung zum Gebot</translation>
        </message>
        <message>
            <source>With 'Meld near the bid to play': the meld the bidding side needs between the partners to play the hand (20 on the simplified scale).</source>
            <translation>Mit „Spielen nur mit Meldung nahe am Gebot“: die Meldung, die die reizende Seite zusammen braucht, um das Spiel zu spielen (20 in vereinfachten Punkten).</translation>
        </message>
        <message>
            <source>With 'Meld near the bid to play': how far the side's meld may be below the bid for the hand to be played (50 on the simplified scale: every trick's points).</source>
            <translation>Mit „Spielen nur mit Meldung nahe am Gebot“: wie weit die Meldung der Seite unter dem Gebot liegen darf, damit das Spiel gespielt wird (50 in vereinfachten Punkten: alle Augen der Stiche).</translation>
        </message>
        <message>
            <source>500: a bid of 800 needs 300 meld.</source>
            <translation>500: Ein Gebot von 800 braucht 300 Meldung.</translation>
        </message>
        <message>
            <source>Under-the-gun opening</source>
            <translation>Zwangseröffnung</translation>
        </message>
        <message>
            <source>A player forced to open the bidding (holding meld, or first to bid when that player must open) may open as low as this, below the minimum bid; every other bid is at least the minimum.</source>
            <translation>Wer das Reizen eröffnen muss (mit Meldung oder als erster Bieter, wenn dieser eröffnen muss), darf so niedrig eröffnen, auch unter dem Mindestgebot; jedes andere Gebot ist mindestens das Mindestgebot.</translation>
        </message>
        <message>
            <source>150: forced to open with little, you bid 150 instead of 300; the others must bid 300 or more to take it from you.</source>
            <translation>150: Musst du mit wenig eröffnen, bietest du 150 statt 300; die anderen müssen 300 oder mehr bieten, um es dir abzunehmen.</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Keine</translation>
        </message>
        <message>
            <source>Summed bids</source>
            <translation>Addierte Gebote</translation>
        </message>
        <message>
            <source>Each player bids once, on their own; partners' bids are added up. The highest bid only names trump: each side's sum is its contract, so either side can score or be set, and every hand is played (no concession).</source>
            <translation>Jeder Spieler bietet einmal für sich; die Gebote der Partner werden addiert. Das höchste Gebot bestimmt nur den Trumpf: Die Summe jeder Partei ist ihr Spiel, so kann jede Partei punkten oder abgehen, und jedes Spiel wird gespielt (kein Aufgeben).</translation>
        </message>
        <message>
            <source>You bid 300 and your partner 250: your side must make 550; they bid 250 and must make that.</source>
            <translation>Du bietest 300 und dein Partner 250: Eure Partei muss 550 erreichen; die Gegner bieten 250 und müssen das erreichen.</translation>
        </message>
        <message>
            <source>Mis-bid: meld needed to bid</source>
            <translation>Fehlgebot: nötige Meldung zum Bieten</translation>
        </message>
        <message>
            <source>A side that bid must hold this much meld between its players; if it turns out it did not, its contract is void (a mis-bid). 0: no such rule.</source>
            <translation>Eine Partei, die geboten hat, muss zusammen so viel Meldung haben; stellt sich heraus, dass sie das nicht hat, ist ihr Spiel ungültig (ein Fehlgebot). 0: keine solche Regel.</translation>
        </message>
        <message>
            <source>200: you bid 300 and your side melds 150: mis-bid, your contract does not count.</source>
            <translation>200: Du bietest 300 und eure Partei meldet 150: Fehlgebot, euer Spiel zählt nicht.</translation>
        </message>
        <message>
            <source>A mis-bid costs the contract</source>
            <translation>Fehlgebot kostet das Gebot</translation>
        </message>
        <message>
            <source>With the mis-bid rule: a mis-bid side loses the amount it bid; otherwise it scores nothing for the hand.</source>
            <translation>Mit der Fehlgebot-Regel: Eine Partei mit Fehlgebot verliert ihr Gebot; sonst bekommt sie für das Spiel nichts.</translation>
        </message>
        <message>
            <source>You mis-bid 300: minus 300 instead of nothing.</source>
            <translation>Dein Gebot von 300 ist ein Fehlgebot: minus 300 statt nichts.</translation>
        </message>
        <message>
            <source>Check ledger</source>
            <translation>Markenliste</translation>
        </message>
        <message>
            <source>Keep check pinochle's ledger beside the score: each check is paid by every other player. Always: run +1, aces around +1, roundhouse +2, a bidder who saw the widow and lost -1.</source>
            <translation>Neben dem Punktestand die Markenliste aus Check-Pinochle führen: Jede Marke zahlt jeder andere Spieler. Immer: Familie +1, vier Asse +1, ein Paar in jeder Farbe +2, ein Spieler, der den Dabb gesehen und verloren hat, -1.</translation>
        </message>
        <message>
            <source>You meld a run: each of the other two pays you a check.</source>
            <translation>Du meldest eine Familie: Jeder der beiden anderen zahlt dir eine Marke.</translation>
        </message>
        <message>
            <source>Check for a double marriage</source>
            <translation>Marke für ein doppeltes Paar</translation>
        </message>
        <message>
            <source>Both kings and queens of one suit earn a check.</source>
            <translation>Beide Könige und beide Damen einer Farbe bringen eine Marke.</translation>
        </message>
        <message>
            <source>K Q K Q of clubs: +1 check.</source>
            <translation>K D K D in Kreuz: +1 Marke.</translation>
        </message>
        <message>
            <source>Check for a double pinochle</source>
            <translation>Marke für Doppelbinokel</translation>
        </message>
        <message>
            <source>Both queens of spades and both jacks of diamonds earn a check.</source>
            <translation>Beide Pik-Damen und beide Karo-Buben bringen eine Marke.</translation>
        </message>
        <message>
            <source>Q♠ Q♠ J♦ J♦: +1 check.</source>
            <translation>D♠ D♠ B♦ B♦: +1 Marke.</translation>
        </message>
        <message>
            <source>Checks for a double around</source>
            <translation>Marken für acht Gleiche</translation>
        </message>
        <message>
            <source>Eight aces, kings, queens or jacks earn two checks (instead of one for aces).</source>
            <translation>Acht Asse, Könige, Damen oder Buben bringen zwei Marken (statt einer für vier Asse).</translation>
        </message>
        <message>
            <source>Both aces of every suit: +2 checks.</source>
            <translation>Beide Asse jeder Farbe: +2 Marken.</translation>
        </message>
        <message>
            <source>Checks for seven nines</source>
            <translation>Marken für sieben Neunen</translation>
        </message>
        <message>
            <source>Being dealt seven nines earns checks, with or without the bid.</source>
            <translation>Wer sieben Neunen bekommt, erhält Marken, mit oder ohne Spiel.</translation>
        </message>
        <message>
            <source>Seven nines in your 15 cards: +5 checks.</source>
            <translation>Sieben Neunen unter deinen 15 Karten: +5 Marken.</translation>
        </message>
        <message>
            <source>+5 checks</source>
            <translation>+5 Marken</translation>
        </message>
        <message>
            <source>+10 checks</source>
            <translation>+10 Marken</translation>
        </message>
        <message>
            <source>Extra check for playing and losing</source>
            <translation>Zusätzliche Marke bei verlorenem Spiel</translation>
        </message>
        <message>
            <source>A bidder who plays the hand out and is set pays one more check (looking at the widow and losing always costs one).</source>
            <translation>Ein Spieler, der das Spiel zu Ende spielt und abgeht, zahlt eine Marke mehr (Dabb ansehen und verlieren kostet immer eine).</translation>
        </message>
        <message>
            <source>You play a hopeless 350 and go set: -2 checks instead of -1.</source>
            <translation>Du spielst ein aussichtsloses 350 und gehst ab: -2 Marken statt -1.</translation>
        </message>
        <message>
            <source>Checks for the game</source>
            <translation>Marken für die Partie</translation>
        </message>
        <message>
            <source>What winning the game earns.</source>
            <translation>Was der Gewinn der Partie bringt.</translation>
        </message>
        <message>
            <source>You reach 1000 first: +5 checks from each of the others.</source>
            <translation>Du erreichst als Erster 1000: +5 Marken von jedem der anderen.</translation>
        </message>
        <message>
            <source>Classic two-handed has no auction to play for stakes.</source>
            <translation>Im klassischen Spiel zu zweit gibt es kein Reizen, also kein Spiel um Einsätze.</translation>
        </message>
        <message>
            <source>Stakes are paid between players who play alone; here the players are in teams.</source>
            <translation>Einsätze werden zwischen Spielern gezahlt, die allein spielen; hier spielen sie in Parteien.</translation>
        </message>
        <message>
            <source>Playing for stakes is off.</source>
            <translation>„Um Einsätze spielen“ ist aus.</translation>
        </message>
        <message>
            <source>The check ledger is on: a stakes game keeps its own ledger of units.</source>
            <translation>Die Markenliste ist an: Ein Spiel um Einsätze führt eine eigene Liste der Einheiten.</translation>
        </message>
        <message>
            <source>Playing for stakes: every bid is at least the minimum.</source>
            <translation>Spiel um Einsätze: Jedes Gebot ist mindestens das Mindestgebot.</translation>
        </message>
        <message>
            <source>A partner is called: in a stakes game the bidder plays alone against all.</source>
            <translation>Ein Partner wird gerufen: Im Spiel um Einsätze spielt der Spieler allein gegen alle.</translation>
        </message>
        <message>
            <source>Shoot the moon is on: it scores points, and stakes pay units by the bid.</source>
            <translation>Durchmarsch ist an: Er zählt Punkte, aber beim Spiel um Einsätze werden Einheiten nach dem Gebot gezahlt.</translation>
        </message>
        <message>
            <source>Pinochling is on: it wins the game, and a stakes game has no winning score.</source>
            <translation>„Schwarz machen“ ist an: Es gewinnt die Partie, aber eine Partie um Einsätze hat keine Zielpunktzahl.</translation>
        </message>
        <message>
            <source>Playing for stakes: the units are the ledger, so there are no checks.</source>
            <translation>Spiel um Einsätze: Die Einheiten sind die Abrechnung, daher gibt es keine Marken.</translation>
        </message>
        <message>
            <source>Playing for stakes: the bidder plays alone against every other player.</source>
            <translation>Spiel um Einsätze: Der Spieler spielt allein gegen alle anderen.</translation>
        </message>
        <message>
            <source>The first bidder may pass.</source>
            <translation>Der erste Bieter darf passen.</translation>
        </message>
        <message>
            <source>Redeals are unlimited.</source>
            <translation>Neugaben sind unbegrenzt.</translation>
        </message>
        <message>
            <source>Playing for stakes: a hand pays units by the bid, not moon points.</source>
            <translation>Spiel um Einsätze: Ein Spiel zahlt Einheiten nach dem Gebot, keine Durchmarschpunkte.</translation>
        </message>
        <message>
            <source>Playing for stakes: the game ends after its rounds, not on a sweep.</source>
            <translation>Spiel um Einsätze: Die Partie endet nach ihren Runden, nicht dadurch, dass jemand alle Stiche macht.</translation>
        </message>
        <message>
            <source>Playing for stakes: the game ends after its rounds of deals (Stakes page); the most units win.</source>
            <translation>Spiel um Einsätze: Die Partie endet nach ihren Geberrunden (Seite „Einsätze“); die meisten Einheiten gewinnen.</translation>
        </message>
        <message>
            <source>Play for stakes</source>
            <translation>Um Einsätze spielen</translation>
        </message>
        <message>
            <source>Each hand is paid off in units by the bid's band: made, every other player pays the bidder; conceded, the bidder pays each of them and the kitty (single bete); played and lost, twice that (double bete). The units are the score.</source>
            <translation>Jedes Spiel wird in Einheiten nach der Stufe des Gebots abgerechnet: Erfüllt, zahlt jeder andere Spieler dem Spieler; aufgegeben, zahlt der Spieler jedem von ihnen und in die Kasse (einfach Bete); gespielt und verloren, das Doppelte (doppelt Bete). Die Einheiten sind der Punktestand.</translation>
        </message>
        <message>
            <source>You make a bid of 350 at a table of four: each of the other three pays you 4 units.</source>
            <translation>Du erfüllst ein Gebot von 350 an einem Tisch zu viert: Jeder der drei anderen zahlt dir 4 Einheiten.</translation>
        </message>
        <message>
            <source>Only the bidder melds</source>
            <translation>Nur der Spieler meldet</translation>
        </message>
        <message>
            <source>The other players show and score no meld; only the bidder's meld counts.</source>
            <translation>Die anderen Spieler zeigen keine Meldung und bekommen keine; nur die Meldung des Spielers zählt.</translation>
        </message>
        <message>
            <source>You hold a run but did not win the bid: it scores nothing.</source>
            <translation>Du hast eine Familie, aber das Reizen nicht gewonnen: Sie zählt nichts.</translation>
        </message>
        <message>
            <source>Scale of units</source>
            <translation>Einheitenskala</translation>
        </message>
        <message>
            <source>What a bid is worth in units: a published scale, or a table of your own (below).</source>
            <translation>Was ein Gebot in Einheiten wert ist: eine veröffentlichte Skala oder eine eigene Tabelle (unten).</translation>
        </message>
        <message>
            <source>Scarne: 250-290 is worth 2 units, 300-340 3, and one more each 50 up to 700 or more: 11.</source>
            <translation>Scarne: 250-290 ist 2 Einheiten wert, 300-340 3, und je 50 eine mehr bis 700 oder mehr: 11.</translation>
        </message>
        <message>
            <source>Scarne (2 at 250, one more each 50 points)</source>
            <translation>Scarne (2 bei 250, je 50 Punkte eine mehr)</translation>
        </message>
        <message>
            <source>Scarne with bonus (2, 3, 5, 7, 10 ... 30)</source>
            <translation>Scarne mit Bonus (2, 3, 5, 7, 10 ... 30)</translation>
        </message>
        <message>
            <source>Hoyle (1 at 300, 2 at 350, then two more each 50)</source>
            <translation>Hoyle (1 bei 300, 2 bei 350, dann je 50 zwei mehr)</translation>
        </message>
        <message>
            <source>My own table</source>
            <translation>Eigene Tabelle</translation>
        </message>
        <message>
            <source>Units for each bid</source>
            <translation>Einheiten je Gebot</translation>
        </message>
        <message>
            <source>Each row: the lowest bid of a band and its units; a bid is worth the highest band it reaches. Editing the table makes the scale your own.</source>
            <translation>Jede Zeile: das niedrigste Gebot einer Stufe und ihre Einheiten; ein Gebot ist so viel wert wie die höchste Stufe, die es erreicht. Wenn du die Tabelle bearbeitest, wird die Skala zu deiner eigenen.</translation>
        </message>
        <message>
            <source>Change 350's units from 4 to 5: a made 350 collects 5 units from each player.</source>
            <translation>Ändere die Einheiten für 350 von 4 auf 5: Ein erfülltes 350 kassiert 5 Einheiten von jedem Spieler.</translation>
        </message>
        <message>
            <source>Spades pay double</source>
            <translation>Pik zahlt doppelt</translation>
        </message>
        <message>
            <source>A hand with spades trump pays double, made or played and lost (a concession pays single).</source>
            <translation>Ein Spiel mit Pik als Trumpf zahlt doppelt, erfüllt oder gespielt und verloren (Aufgeben zahlt einfach).</translation>
        </message>
        <message>
            <source>You make 400 in spades: each player pays you twice the band's units.</source>
            <translation>Du erfüllst 400 in Pik: Jeder Spieler zahlt dir das Doppelte der Einheiten der Stufe.</translation>
        </message>
        <message>
            <source>The kitty pays</source>
            <translation>Die Kasse zahlt aus</translation>
        </message>
        <message>
            <source>Every bete and throw-in pays the kitty too; this is when it pays out.</source>
            <translation>Jedes Bete und jedes Hinwerfen zahlt auch in die Kasse; hier stellst du ein, wann sie auszahlt.</translation>
        </message>
        <message>
            <source>Made bid: you make 350 or more and the kitty pays you the bid's units, as far as it holds them.</source>
            <translation>Erfülltes Gebot: Du erfüllst 350 oder mehr, und die Kasse zahlt dir die Einheiten des Gebots, soweit sie reicht.</translation>
        </message>
        <message>
            <source>Never (it only grows)</source>
            <translation>Nie (sie wächst nur)</translation>
        </message>
        <message>
            <source>A bidder who makes a high enough bid (below)</source>
            <translation>An einen Spieler, der ein genügend hohes Gebot erfüllt (unten)</translation>
        </message>
        <message>
            <source>Shared evenly when the game ends</source>
            <translation>Zu gleichen Teilen am Ende der Partie</translation>
        </message>
        <message>
            <source>Least bid the kitty pays</source>
            <translation>Kleinstes Gebot, für das die Kasse zahlt</translation>
        </message>
        <message>
            <source>A made bid of at least this much collects from the kitty too.</source>
            <translation>Ein erfülltes Gebot von mindestens dieser Höhe kassiert auch aus der Kasse.</translation>
        </message>
        <message>
            <source>350: a made 350 takes its units from the kitty; a made 340 does not.</source>
            <translation>350: Ein erfülltes 350 bekommt seine Einheiten aus der Kasse, ein erfülltes 340 nicht.</translation>
        </message>
        <message>
            <source>Only when the kitty pays a made bid.</source>
            <translation>Nur wenn die Kasse für ein erfülltes Gebot zahlt.</translation>
        </message>
        <message>
            <source>Rounds of deals</source>
            <translation>Geberrunden</translation>
        </message>
        <message>
            <source>The game ends after this many rounds, each player dealing once a round; the most units win. 0: play until you stop.</source>
            <translation>Die Partie endet nach so vielen Runden, in jeder Runde gibt jeder Spieler einmal; die meisten Einheiten gewinnen. 0: spielen, bis du aufhörst.</translation>
        </message>
        <message>
            <source>4 at a table of four: 16 deals.</source>
            <translation>4 an einem Tisch zu viert: 16 Spiele.</translation>
        </message>
        <message>
            <source> rounds</source>
            <translation> Runden</translation>
        </message>
        <message>
            <source>Pinochle rules (*.json);;All files (*)</source>
            <translation>Pinochle-Regeln (*.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>House Rules</source>
            <translation>Hausregeln</translation>
        </message>
        <message>
            <source>Problems with these rules</source>
            <translation>Probleme mit diesen Regeln</translation>
        </message>
        <message>
            <source>The game these rules are for. Choosing one starts from its standard rules.</source>
            <translation>Das Spiel, für das diese Regeln gelten. Eine Auswahl beginnt mit seinen Standardregeln.</translation>
        </message>
        <message>
            <source>&amp;Variant:</source>
            <translation>&amp;Variante:</translation>
        </message>
        <message>
            <source>Your saved rule sets. Choosing one shows its rules.</source>
            <translation>Deine gespeicherten Regelsätze. Eine Auswahl zeigt seine Regeln.</translation>
        </message>
        <message>
            <source>&amp;Rule set:</source>
            <translation>&amp;Regelsatz:</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <source>Keep these rules under the rule set's name.</source>
            <translation>Diese Regeln unter dem Namen des Regelsatzes speichern.</translation>
        </message>
        <message>
            <source>Save &amp;as...</source>
            <translation>Speichern &amp;unter...</translation>
        </message>
        <message>
            <source>Keep these rules under a new name, such as "Grandma's rules".</source>
            <translation>Diese Regeln unter einem neuen Namen speichern, etwa „Omas Regeln“.</translation>
        </message>
        <message>
            <source>Re&amp;name...</source>
            <translation>Umbe&amp;nennen...</translation>
        </message>
        <message>
            <source>Give the chosen rule set another name.</source>
            <translation>Dem gewählten Regelsatz einen anderen Namen geben.</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Löschen</translation>
        </message>
        <message>
            <source>Forget the chosen rule set.</source>
            <translation>Den gewählten Regelsatz vergessen.</translation>
        </message>
        <message>
            <source>Restore &amp;defaults</source>
            <translation>Stan&amp;dard wiederherstellen</translation>
        </message>
        <message>
            <source>Go back to the variant's standard rules.</source>
            <translation>Zu den Standardregeln der Variante zurückkehren.</translation>
        </message>
        <message>
            <source>&amp;Import...</source>
            <translation>&amp;Importieren...</translation>
        </message>
        <message>
            <source>Add rules from a file someone shared.</source>
            <translation>Regeln aus einer Datei hinzufügen, die jemand geteilt hat.</translation>
        </message>
        <message>
            <source>&amp;Export...</source>
            <translation>E&amp;xportieren...</translation>
        </message>
        <message>
            <source>Write these rules to a file to share.</source>
            <translation>Diese Regeln zum Teilen in eine Datei schreiben.</translation>
        </message>
        <message>
            <source>Pages of rules</source>
            <translation>Regelseiten</translation>
        </message>
        <message>
            <source>That value cannot be used: {problem}.</source>
            <translation>Dieser Wert ist nicht möglich: {problem}.</translation>
        </message>
        <message>
            <source>Changed from “{name}”: Save keeps the changes under that name.</source>
            <translation>Geändert gegenüber „{name}“: Speichern behält die Änderungen unter diesem Namen.</translation>
        </message>
        <message>
            <source>Changed from the standard rules of {variant}: Save as... keeps them under a name of your choice.</source>
            <translation>Geändert gegenüber den Standardregeln von {variant}: Speichern unter... behält sie unter einem Namen deiner Wahl.</translation>
        </message>
        <message>
            <source>Nothing here applies to this variant.</source>
            <translation>Nichts hiervon gilt für diese Variante.</translation>
        </message>
        <message>
            <source>These choices do not work together:</source>
            <translation>Diese Einstellungen passen nicht zusammen:</translation>
        </message>
        <message>
            <source>Resolve the problems shown first.</source>
            <translation>Behebe zuerst die angezeigten Probleme.</translation>
        </message>
        <message>
            <source>House Rules — {rules} (changed)</source>
            <translation>Hausregeln — {rules} (geändert)</translation>
        </message>
        <message>
            <source>House Rules — {rules}</source>
            <translation>Hausregeln — {rules}</translation>
        </message>
        <message>
            <source>Showing “{name}”, changed.</source>
            <translation>Angezeigt: „{name}“, geändert.</translation>
        </message>
        <message>
            <source>Showing “{name}”.</source>
            <translation>Angezeigt: „{name}“.</translation>
        </message>
        <message>
            <source>Showing the standard rules of {variant}, changed.</source>
            <translation>Angezeigt: Standardregeln von {variant}, geändert.</translation>
        </message>
        <message>
            <source>Showing the standard rules of {variant}.</source>
            <translation>Angezeigt: Standardregeln von {variant}.</translation>
        </message>
        <message>
            <source>Standard rules of the variant</source>
            <translation>Standardregeln der Variante</translation>
        </message>
        <message>
            <source>Showing “{name}” ({variant}).</source>
            <translation>Angezeigt: „{name}“ ({variant}).</translation>
        </message>
        <message>
            <source>My {variant}</source>
            <translation>Meine Regeln für {variant}</translation>
        </message>
        <message>
            <source>Save rules as</source>
            <translation>Regeln speichern unter</translation>
        </message>
        <message>
            <source>Name for these rules (such as “Grandma's rules”):</source>
            <translation>Name für diese Regeln (etwa „Omas Regeln“):</translation>
        </message>
        <message>
            <source>Replace rule set</source>
            <translation>Regelsatz ersetzen</translation>
        </message>
        <message>
            <source>There is already a rule set called “{name}”. Replace it?</source>
            <translation>Es gibt schon einen Regelsatz namens „{name}“. Ersetzen?</translation>
        </message>
        <message>
            <source>Saved as “{name}”.</source>
            <translation>Gespeichert als „{name}“.</translation>
        </message>
        <message>
            <source>Rename rule set</source>
            <translation>Regelsatz umbenennen</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Neuer Name:</translation>
        </message>
        <message>
            <source>“{old}” is now called “{new}”.</source>
            <translation>„{old}“ heißt jetzt „{new}“.</translation>
        </message>
        <message>
            <source>Delete rule set</source>
            <translation>Regelsatz löschen</translation>
        </message>
        <message>
            <source>Forget the rule set “{name}”?</source>
            <translation>Den Regelsatz „{name}“ vergessen?</translation>
        </message>
        <message>
            <source>“{name}” is deleted; the rules shown are kept until you close.</source>
            <translation>„{name}“ ist gelöscht; die angezeigten Regeln bleiben bis zum Schließen erhalten.</translation>
        </message>
        <message>
            <source>These rules are for an unknown variant ({variant}).</source>
            <translation>Diese Regeln gehören zu einer unbekannten Variante ({variant}).</translation>
        </message>
        <message>
            <source>Restore defaults</source>
            <translation>Standard wiederherstellen</translation>
        </message>
        <message>
            <source>Put “{name}” back to the standard rules of {variant}?</source>
            <translation>„{name}“ auf die Standardregeln von {variant} zurücksetzen?</translation>
        </message>
        <message>
            <source>“{name}” has the standard rules of {variant} again.</source>
            <translation>„{name}“ hat wieder die Standardregeln von {variant}.</translation>
        </message>
        <message>
            <source>Back to the standard rules of {variant}.</source>
            <translation>Zurück zu den Standardregeln von {variant}.</translation>
        </message>
        <message>
            <source>Export rules</source>
            <translation>Regeln exportieren</translation>
        </message>
        <message>
            <source>The rules are written to {path}.</source>
            <translation>Die Regeln wurden in {path} gespeichert.</translation>
        </message>
        <message>
            <source>Import rules</source>
            <translation>Regeln importieren</translation>
        </message>
        <message>
            <source>Imported as “{name}”.</source>
            <translation>Importiert als „{name}“.</translation>
        </message>
        <message>
            <source>Players and deck</source>
            <translation>Spieler und Kartensatz</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Geben</translation>
        </message>
        <message>
            <source>Auction</source>
            <translation>Reizen</translation>
        </message>
        <message>
            <source>Trump and passing</source>
            <translation>Trumpf und Schieben</translation>
        </message>
        <message>
            <source>Meld values</source>
            <translation>Meldungswerte</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Spielablauf</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Abrechnung</translation>
        </message>
        <message>
            <source>End of game</source>
            <translation>Ende der Partie</translation>
        </message>
        <message>
            <source>Special</source>
            <translation>Besonderes</translation>
        </message>
        <message>
            <source>Checks</source>
            <translation>Marken</translation>
        </message>
        <message>
            <source>Stakes</source>
            <translation>Einsätze</translation>
        </message>
        <message>
            <source>{explanation}
Example: {example}</source>
            <translation>{explanation}
Beispiel: {example}</translation>
        </message>
        <message>
            <source>Classic two-handed has no auction: the turned-up card makes trump.</source>
            <translation>Im klassischen Spiel zu zweit gibt es kein Reizen: Die aufgedeckte Karte bestimmt Trumpf.</translation>
        </message>
        <message>
            <source>Only classic two-handed has a stock, a turned-up trump and melds laid on the table.</source>
            <translation>Nur das klassische Spiel zu zweit hat einen Talon, einen aufgedeckten Trumpf und auf den Tisch gelegte Meldungen.</translation>
        </message>
        <message>
            <source>Classic two-handed has no passing.</source>
            <translation>Im klassischen Spiel zu zweit wird nicht geschoben.</translation>
        </message>
        <message>
            <source>Cards are passed between partners, and here everyone plays alone.</source>
            <translation>Karten werden zwischen Partnern geschoben, und hier spielt jeder allein.</translation>
        </message>
        <message>
            <source>Cards are passed between two partners; this variant has larger teams.</source>
            <translation>Karten werden zwischen zwei Partnern geschoben; in dieser Variante sind die Parteien größer.</translation>
        </message>
        <message>
            <source>Classic two-handed has no bidder's partner to call.</source>
            <translation>Im klassischen Spiel zu zweit gibt es keinen Partner, den der Spieler rufen könnte.</translation>
        </message>
        <message>
            <source>The partners here are fixed; a partner is called only where everyone plays alone.</source>
            <translation>Die Partner stehen hier fest; ein Partner wird nur gerufen, wo jeder allein spielt.</translation>
        </message>
        <message>
            <source>With three in a hand a called partner would leave one player against two.</source>
            <translation>Mit drei Spielern pro Spiel stünde mit gerufenem Partner einer gegen zwei.</translation>
        </message>
        <message>
            <source>Classic two-handed has no throw-in for nines in this program.</source>
            <translation>Im klassischen Spiel zu zweit kann man in diesem Programm nicht wegen Neunen hinwerfen.</translation>
        </message>
        <message>
            <source>The {deck} has no nines.</source>
            <translation>Im {deck} gibt es keine Neunen.</translation>
        </message>
        <message>
            <source>Only at an auction table where some players sit each hand out.</source>
            <translation>Nur an einem Reiztisch, an dem in jedem Spiel einige Spieler aussetzen.</translation>
        </message>
        <message>
            <source>48-card deck</source>
            <translation>Kartensatz mit 48 Karten</translation>
        </message>
        <message>
            <source>a single deck of 48 cards (two of each card, 9 to ace)</source>
            <translation>ein einfacher Kartensatz mit 48 Karten (jede Karte zweimal, 9 bis Ass)</translation>
        </message>
        <message>
            <source>80-card deck</source>
            <translation>Kartensatz mit 80 Karten</translation>
        </message>
        <message>
            <source>a double deck of 80 cards (four of each card, no nines)</source>
            <translation>ein Doppelblatt mit 80 Karten (jede Karte viermal, ohne Neunen)</translation>
        </message>
        <message>
            <source>120-card deck</source>
            <translation>Kartensatz mit 120 Karten</translation>
        </message>
        <message>
            <source>a triple deck of 120 cards (six of each card, no nines)</source>
            <translation>ein dreifacher Kartensatz mit 120 Karten (jede Karte sechsmal, ohne Neunen)</translation>
        </message>
        <message>
            <source>96-card deck</source>
            <translation>Kartensatz mit 96 Karten</translation>
        </message>
        <message>
            <source>a double deck of 96 cards (four of each card, nines included)</source>
            <translation>ein Doppelblatt mit 96 Karten (jede Karte viermal, mit Neunen)</translation>
        </message>
        <message>
            <source>{n} players, each keeping a score; every hand the bidder plays with the holder of a card it calls, against the rest</source>
            <translation>{n} Spieler mit je eigenem Punktestand; in jedem Spiel spielt, wer das Reizen gewinnt, mit dem Inhaber einer von ihm gerufenen Karte gegen den Rest</translation>
        </message>
        <message>
            <source>{n} players, each for themselves</source>
            <translation>{n} Spieler, jeder für sich</translation>
        </message>
        <message>
            <source>{n} players in {teams} teams of {size}, partners sitting apart</source>
            <translation>{n} Spieler in {teams} Parteien zu je {size}, Partner sitzen nicht nebeneinander</translation>
        </message>
        <message>
            <source>{players}; {active} play each hand</source>
            <translation>{players}; je Spiel spielen {active}</translation>
        </message>
        <message>
            <source>{cards} each; the rest is the stock, with one card turned up for trump</source>
            <translation>je {cards}; der Rest ist der Talon, eine Karte wird für Trumpf aufgedeckt</translation>
        </message>
        <message>
            <source>{cards} each, and {widow} in the widow</source>
            <translation>je {cards}, und {widow} im Dabb</translation>
        </message>
        <message>
            <source>{cards} each</source>
            <translation>je {cards}</translation>
        </message>
        <message>
            <source>Points for holding one, two, three or four copies of a meld at once. Double-click a number to change it.
Example: a double run (both A 10 K Q J of trump) scores 1500.</source>
            <translation>Punkte für eine Meldung, die man ein-, zwei-, drei- oder viermal gleichzeitig hat. Doppelklicke auf eine Zahl, um sie zu ändern.
Beispiel: Familie doppelt (beide A 10 K D B in Trumpf) zählt 1500.</translation>
        </message>
        <message>
            <source>Points for holding one, two, three or four copies of a meld at once.</source>
            <translation>Punkte für eine Meldung, die man ein-, zwei-, drei- oder viermal gleichzeitig hat.</translation>
        </message>
        <message>
            <source>Not used in {variant}:</source>
            <translation>Nicht verwendet in {variant}:</translation>
        </message>
        <message>
            <source>Nothing on this page applies to this variant (see below).</source>
            <translation>Nichts auf dieser Seite gilt für diese Variante (siehe unten).</translation>
        </message>
    </context>
    <context>
        <name>KeyboardHelp</name>
        <message>
            <source>Move between the table and the buttons of the question over it</source>
            <translation>Zwischen dem Tisch und den Schaltflächen der Frage darüber wechseln</translation>
        </message>
        <message>
            <source>On a question's buttons: move between the answers</source>
            <translation>Auf den Schaltflächen einer Frage: zwischen den Antworten wechseln</translation>
        </message>
        <message>
            <source>Press the button the keyboard is on (a new question puts the keyboard on its main answer)</source>
            <translation>Die Schaltfläche mit dem Tastaturfokus drücken (bei einer neuen Frage liegt der Fokus auf ihrer Hauptantwort)</translation>
        </message>
        <message>
            <source>In the bid amount: step through the bids you may make (Enter bids)</source>
            <translation>Im Feld „Gebotshöhe“: die möglichen Gebote durchgehen (Eingabe gibt das Gebot ab)</translation>
        </message>
        <message>
            <source>Close a dialog, or a window other than the table's</source>
            <translation>Einen Dialog schließen oder ein anderes Fenster als das des Spieltischs</translation>
        </message>
        <message>
            <source>With a menu's or a button's underlined letter: open the menu, press the button</source>
            <translation>Mit dem unterstrichenen Buchstaben eines Menüs oder einer Schaltfläche: das Menü öffnen, die Schaltfläche drücken</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Tastatur</translation>
        </message>
        <message>
            <source>Everything in the game can be done with these keys. The single letters work wherever the keyboard is in the window.</source>
            <translation>Alles im Spiel lässt sich mit diesen Tasten erledigen. Die einzelnen Buchstaben wirken überall im Fenster, egal wo der Tastaturfokus gerade ist.</translation>
        </message>
        <message>
            <source>Keys and what they do</source>
            <translation>Tasten und ihre Funktion</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Tasten</translation>
        </message>
        <message>
            <source>What they do</source>
            <translation>Funktion</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <source>Lesson: {game}</source>
            <translation>Lektion: {game}</translation>
        </message>
        <message>
            <source>Lesson: {title}. {words}</source>
            <translation>Lektion: {title}. {words}</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>Suche einen guten Zug…</translation>
        </message>
        <message>
            <source>No suggestion this time: the adviser could not decide.</source>
            <translation>Diesmal kein Vorschlag: der Ratgeber konnte sich nicht entscheiden.</translation>
        </message>
        <message>
            <source>A good move: {advice}</source>
            <translation>Ein guter Zug: {advice}</translation>
        </message>
        <message>
            <source>Learn to Play</source>
            <translation>Spielen lernen</translation>
        </message>
        <message>
            <source>Choose a lesson: one hand of the game at the real table, with each step explained and a good move suggested at your turns. You can leave it at any time.</source>
            <translation>Wähle eine Lektion: ein Spiel am echten Tisch, bei dem jeder Schritt erklärt und dir ein guter Zug vorgeschlagen wird, wenn du dran bist. Du kannst sie jederzeit verlassen.</translation>
        </message>
        <message>
            <source>Lessons</source>
            <translation>Lektionen</translation>
        </message>
        <message>
            <source>&amp;Lessons:</source>
            <translation>&amp;Lektionen:</translation>
        </message>
        <message>
            <source>About this lesson</source>
            <translation>Über diese Lektion</translation>
        </message>
        <message>
            <source>&amp;Start Lesson</source>
            <translation>Lektion &amp;starten</translation>
        </message>
        <message>
            <source>Go to the Lesson</source>
            <translation>Zur Lektion</translation>
        </message>
        <message>
            <source>Lesson</source>
            <translation>Lektion</translation>
        </message>
        <message>
            <source>What each step of the lesson means, and a good move at your turns. Ctrl+4 comes back here from the table.</source>
            <translation>Was jeder Schritt der Lektion bedeutet, und ein guter Zug, wenn du dran bist. Mit Strg+4 kommst du vom Tisch hierher zurück.</translation>
        </message>
        <message>
            <source>Lesson step</source>
            <translation>Lektionsschritt</translation>
        </message>
        <message>
            <source>Explanation</source>
            <translation>Erklärung</translation>
        </message>
        <message>
            <source>Suggested move</source>
            <translation>Vorgeschlagener Zug</translation>
        </message>
        <message>
            <source>Co&amp;ntinue</source>
            <translation>&amp;Weiter</translation>
        </message>
        <message>
            <source>The table goes on to the next move</source>
            <translation>Der Tisch macht mit dem nächsten Zug weiter</translation>
        </message>
        <message>
            <source>Follow the &amp;Suggestion</source>
            <translation>Vorschlag &amp;folgen</translation>
        </message>
        <message>
            <source>Make the suggested move</source>
            <translation>Den vorgeschlagenen Zug machen</translation>
        </message>
        <message>
            <source>&amp;Leave Lesson</source>
            <translation>Lektion &amp;verlassen</translation>
        </message>
        <message>
            <source>Stop the lesson; the game on the table goes on as a normal game</source>
            <translation>Die Lektion beenden; die Partie auf dem Tisch geht als normale Partie weiter</translation>
        </message>
        <message>
            <source>&amp;Close Lesson</source>
            <translation>Lektion s&amp;chließen</translation>
        </message>
        <message>
            <source>Close this panel; the game on the table goes on</source>
            <translation>Diesen Bereich schließen; die Partie auf dem Tisch geht weiter</translation>
        </message>
        <message>
            <source>Two players, no auction: trump is turned up, you meld after winning a trick and draw from the stock, then play the last tricks out.</source>
            <translation>Zwei Spieler, kein Reizen: Trumpf wird aufgedeckt, du meldest, nachdem du einen Stich gemacht hast, und ziehst vom Talon; am Ende werden die letzten Stiche ausgespielt.</translation>
        </message>
        <message>
            <source>Each for yourself: the auction, the widow, burying cards, the meld and the first tricks.</source>
            <translation>Jeder für sich: das Reizen, der Dabb, das Drücken, das Melden und die ersten Stiche.</translation>
        </message>
        <message>
            <source>You and a partner against two: the auction, naming trump, the meld and the first tricks.</source>
            <translation>Du und ein Partner gegen zwei: das Reizen, das Bestimmen von Trumpf, das Melden und die ersten Stiche.</translation>
        </message>
        <message>
            <source>The auction, naming trump, the meld and the first tricks.</source>
            <translation>Das Reizen, das Bestimmen von Trumpf, das Melden und die ersten Stiche.</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>Das Geben</translation>
        </message>
        <message>
            <source>Welcome to {game}.</source>
            <translation>Willkommen bei {game}.</translation>
        </message>
        <message>
            <source>Read each step here, then press Continue: the table waits for you. At your turns the lesson suggests a move and says why.</source>
            <translation>Lies hier jeden Schritt und drück dann auf „Weiter“: Der Tisch wartet auf dich. Wenn du dran bist, schlägt dir die Lektion einen Zug vor und sagt dir, warum.</translation>
        </message>
        <message>
            <source>You play against {other}; each of you holds {cards} cards. The card turned up beside the stock, the {card}, makes {suit} trump for this hand.</source>
            <translation>Du spielst gegen {other}; ihr habt je {cards} Karten. Die Karte, die neben dem Talon aufgedeckt liegt ({card}), macht {suit} zu Trumpf für dieses Spiel.</translation>
        </message>
        <message>
            <source>You score in two ways: by laying meld (combinations of cards) after you win a trick, and by taking counters, the high cards, in tricks.</source>
            <translation>Punkte bekommst du auf zwei Arten: durch Meldungen (Kartenkombinationen), die du auslegst, nachdem du einen Stich gemacht hast, und durch Zählkarten, also die hohen Karten, die du in Stichen machst.</translation>
        </message>
        <message>
            <source>You sit at the bottom of the table; your partner, {partner}, sits across from you.</source>
            <translation>Du sitzt unten am Tisch; dein Partner {partner} sitzt dir gegenüber.</translation>
        </message>
        <message>
            <source>You sit at the bottom of the table, your {cards} cards face up in front of you.</source>
            <translation>Du sitzt unten am Tisch, deine {cards} Karten liegen offen vor dir.</translation>
        </message>
        <message>
            <source>A hand has three parts: the auction, where the players bid for the right to name trump; the meld, where everyone shows the combinations in their hand for points; and the tricks, where the cards are played out for more points.</source>
            <translation>Ein Spiel hat drei Teile: das Reizen, bei dem die Spieler um das Recht bieten, Trumpf zu bestimmen; das Melden, bei dem alle die Kombinationen in ihrem Blatt für Punkte zeigen; und das Stichspiel, bei dem die Karten für weitere Punkte ausgespielt werden.</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) are set aside as the widow: whoever wins the auction takes them.</source>
            <translation>
                <numerusform>%n Karte wird als Dabb beiseitegelegt: Wer das Reizen gewinnt, bekommt sie.</numerusform>
                <numerusform>%n Karten werden als Dabb beiseitegelegt: Wer das Reizen gewinnt, bekommt sie.</numerusform>
            </translation>
        </message>
        <message>
            <source>It is your turn to bid. A bid is a promise: the points you will make in this hand, your meld and the counters you win in tricks together. If you make less, the bid is taken off your score.</source>
            <translation>Du bist mit Reizen dran. Ein Gebot ist ein Versprechen: die Punkte, die du in diesem Spiel machst, also deine Meldung und die Augen aus deinen Stichen zusammen. Machst du weniger, wird dir das Gebot abgezogen.</translation>
        </message>
        <message>
            <source>It is your turn to bid. A bid is a promise: the points your side will make in this hand, its meld and the counters it wins in tricks together. If it makes less, the bid is taken off its score.</source>
            <translation>Du bist mit Reizen dran. Ein Gebot ist ein Versprechen: die Punkte, die deine Partei in diesem Spiel macht, also ihre Meldung und die Augen aus ihren Stichen zusammen. Macht sie weniger, wird ihr das Gebot abgezogen.</translation>
        </message>
        <message>
            <source>The lowest bid is {lowest}, and each bid must beat the one before by {step} or more. A pass is final: you are out of this auction, but you still play the hand. The highest bidder names trump.</source>
            <translation>Das niedrigste Gebot ist {lowest}, und jedes Gebot muss das vorige um mindestens {step} übertreffen. Passen ist endgültig: Du bist aus diesem Reizen raus, spielst das Spiel aber trotzdem mit. Wer am höchsten bietet, bestimmt Trumpf.</translation>
        </message>
        <message>
            <source>With {suit} as trump your meld would be {meld}: {melds}.</source>
            <translation>Mit {suit} als Trumpf hättest du {meld} an Meldung: {melds}.</translation>
        </message>
        <message>
            <source>You hold no meld yet, whatever the trump.</source>
            <translation>Du hast noch keine Meldung, egal welche Farbe Trumpf wird.</translation>
        </message>
        <message>
            <source>You hold meld, so these rules do not let you pass before someone has bid.</source>
            <translation>Du hast eine Meldung, deshalb darfst du nach diesen Regeln nicht passen, bevor jemand geboten hat.</translation>
        </message>
        <message>
            <source>These rules do not let you pass here.</source>
            <translation>Nach diesen Regeln darfst du hier nicht passen.</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>Dein Gebot</translation>
        </message>
        <message>
            <source>The auction is over</source>
            <translation>Das Reizen ist vorbei</translation>
        </message>
        <message>
            <source>You won the auction at {amount}. You name trump, and you must now make at least {amount} in meld and counters together; if you fall short, you are set: {amount} comes off your score.</source>
            <translation>Du hast das Reizen mit {amount} gewonnen. Du bestimmst Trumpf und musst jetzt mit Meldung und Augen zusammen mindestens {amount} machen; schaffst du das nicht, gehst du ab: {amount} werden dir abgezogen.</translation>
        </message>
        <message>
            <source>You won the auction at {amount}. You name trump, and your side must now make at least {amount} in meld and counters together; if it falls short, it is set: {amount} comes off its score.</source>
            <translation>Du hast das Reizen mit {amount} gewonnen. Du bestimmst Trumpf, und deine Partei muss jetzt mit Meldung und Augen zusammen mindestens {amount} machen; schafft sie das nicht, geht sie ab: {amount} werden ihr abgezogen.</translation>
        </message>
        <message>
            <source>Your partner, {bidder}, won the auction at {amount} and names trump. Your side must now make at least {amount} in meld and counters together: help your partner take tricks.</source>
            <translation>Dein Partner {bidder} hat das Reizen mit {amount} gewonnen und bestimmt Trumpf. Deine Partei muss jetzt mit Meldung und Augen zusammen mindestens {amount} machen: Hilf deinem Partner, Stiche zu machen.</translation>
        </message>
        <message>
            <source>{bidder} won the auction at {amount} and names trump. Your job now is to stop them: the counters you take count for you, and if they fall short of {amount}, they lose it.</source>
            <translation>{bidder} hat das Reizen mit {amount} gewonnen und bestimmt Trumpf. Deine Aufgabe ist jetzt, das Spiel zu Fall zu bringen: Die Augen, die du machst, zählen für dich, und bleibt der Spieler unter {amount}, werden ihm {amount} abgezogen.</translation>
        </message>
        <message numerus="yes">
            <source>The widow, {cards}, is turned up for everyone to see, and goes into your hand. You now hold %n card(s) too many: once trump is named you bury that many, face down.</source>
            <translation>
                <numerusform>Der Dabb ({cards}) wird für alle sichtbar aufgedeckt und kommt in dein Blatt. Du hast jetzt %n Karte zu viel: Sobald Trumpf bestimmt ist, drückst du sie verdeckt.</numerusform>
                <numerusform>Der Dabb ({cards}) wird für alle sichtbar aufgedeckt und kommt in dein Blatt. Du hast jetzt %n Karten zu viel: Sobald Trumpf bestimmt ist, drückst du so viele verdeckt.</numerusform>
            </translation>
        </message>
        <message>
            <source>The widow, {cards}, is turned up for everyone to see, and {bidder} takes it. Note its cards: nobody else can hold them.</source>
            <translation>Der Dabb ({cards}) wird für alle sichtbar aufgedeckt, und {bidder} nimmt ihn. Merk dir seine Karten: Niemand sonst kann sie haben.</translation>
        </message>
        <message>
            <source>The widow</source>
            <translation>Der Dabb</translation>
        </message>
        <message>
            <source>{suit} {meld}</source>
            <translation>{suit} {meld}</translation>
        </message>
        <message>
            <source>Name trump: choose one suit. For this hand every card of that suit beats every card of the other suits, and the run, the royal marriage and the dix count only in trump.</source>
            <translation>Bestimme Trumpf: Wähle eine Farbe. In diesem Spiel schlägt jede Karte dieser Farbe jede Karte der anderen Farben, und Familie, Trumpfpaar und Dix zählen nur in Trumpf.</translation>
        </message>
        <message>
            <source>Your meld with each suit as trump: {each}.</source>
            <translation>Deine Meldung mit jeder Farbe als Trumpf: {each}.</translation>
        </message>
        <message>
            <source>Trump usually goes where your meld is biggest and your cards are longest, since trumps take tricks.</source>
            <translation>Trumpf wählt man meist dort, wo deine Meldung am größten ist und du die meisten Karten hast, denn Trümpfe machen Stiche.</translation>
        </message>
        <message>
            <source>Naming trump</source>
            <translation>Trumpf bestimmen</translation>
        </message>
        <message>
            <source>You named {suit} trump. Every card in {suit} now beats every card of the other suits, even a low one against an ace.</source>
            <translation>Du hast {suit} zu Trumpf bestimmt. Jede {suit}-Karte schlägt jetzt jede Karte der anderen Farben; selbst eine niedrige schlägt ein Ass.</translation>
        </message>
        <message>
            <source>{bidder} named {suit} trump. Every card in {suit} now beats every card of the other suits, even a low one against an ace.</source>
            <translation>{bidder} hat {suit} zu Trumpf bestimmt. Jede {suit}-Karte schlägt jetzt jede Karte der anderen Farben; selbst eine niedrige schlägt ein Ass.</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Trumpf</translation>
        </message>
        <message numerus="yes">
            <source>Your partner passed you their best cards; now pass %n card(s) back. Keep your meld and your trumps; give back what your hand needs least.</source>
            <translation>
                <numerusform>Dein Partner hat dir seine besten Karten geschoben; schieb ihm jetzt %n Karte zurück. Behalte deine Meldung und deine Trümpfe; gib zurück, was dein Blatt am wenigsten braucht.</numerusform>
                <numerusform>Dein Partner hat dir seine besten Karten geschoben; schieb ihm jetzt %n Karten zurück. Behalte deine Meldung und deine Trümpfe; gib zurück, was dein Blatt am wenigsten braucht.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your partner won the auction: pass them %n card(s). Give what helps the bidder most: trumps, aces, and cards that may complete their meld.</source>
            <translation>
                <numerusform>Dein Partner hat das Reizen gewonnen: Schieb ihm %n Karte. Gib, was dem Spieler am meisten hilft: Trümpfe, Asse und Karten, die seine Meldung vervollständigen können.</numerusform>
                <numerusform>Dein Partner hat das Reizen gewonnen: Schieb ihm %n Karten. Gib, was dem Spieler am meisten hilft: Trümpfe, Asse und Karten, die seine Meldung vervollständigen können.</numerusform>
            </translation>
        </message>
        <message>
            <source>Passing cards</source>
            <translation>Karten schieben</translation>
        </message>
        <message numerus="yes">
            <source>Bury %n card(s) face down. Buried cards are out of play, but any counters among them still score for you.</source>
            <translation>
                <numerusform>Drücke %n Karte verdeckt. Gedrückte Karten sind aus dem Spiel, aber Augen darin zählen trotzdem für dich.</numerusform>
                <numerusform>Drücke %n Karten verdeckt. Gedrückte Karten sind aus dem Spiel, aber Augen darin zählen trotzdem für dich.</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep your meld and your trumps. Cards of a short side suit are good to bury: with that suit gone from your hand, you can trump it later.</source>
            <translation>Behalte deine Meldung und deine Trümpfe. Karten einer kurzen Nebenfarbe eignen sich gut zum Drücken: Bist du in dieser Farbe frei, kannst du sie später stechen.</translation>
        </message>
        <message>
            <source>Burying cards</source>
            <translation>Karten drücken</translation>
        </message>
        <message>
            <source>Everyone shows their meld: combinations of cards that score at once. A marriage is the king and queen of one suit, worth double in trump; a run is the ace, ten, king, queen and jack of trump; a pinochle is the queen of spades with the jack of diamonds; an ace, king, queen or jack of every suit is a meld 'around'; the nine of trump is the dix.</source>
            <translation>Alle zeigen ihre Meldung: Kartenkombinationen, die sofort zählen. Ein Paar sind König und Dame einer Farbe, in Trumpf doppelt so viel wert; eine Familie sind Ass, Zehn, König, Dame und Bube in Trumpf; ein Binokel ist die Pik-Dame mit dem Karo-Buben; ein Ass, König, Dame oder Bube in jeder Farbe ergibt „vier Gleiche“; die Trumpf-Neun ist der Dix.</translation>
        </message>
        <message>
            <source>With your partner's, your side's meld is {meld}.</source>
            <translation>Zusammen mit der Meldung deines Partners hat deine Partei {meld} an Meldung.</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>Melden</translation>
        </message>
        <message>
            <source>You have {meld} in meld, so you need {need} in counters to make {contract}; all the counters together are worth {total}.</source>
            <translation>Du hast {meld} an Meldung, brauchst also {need} Augen, um {contract} zu erreichen; alle Zählkarten zusammen sind {total} wert.</translation>
        </message>
        <message>
            <source>Your side has {meld} in meld, so it needs {need} in counters to make {contract}; all the counters together are worth {total}.</source>
            <translation>Deine Partei hat {meld} an Meldung, braucht also {need} Augen, um {contract} zu erreichen; alle Zählkarten zusammen sind {total} wert.</translation>
        </message>
        <message>
            <source>Before the first lead the bidder may play the hand or concede it. Conceding costs the bid at once and nothing more; playing and falling short costs the bid as well, and the others keep the counters they took.</source>
            <translation>Vor dem ersten Ausspiel darf der Spieler das Spiel spielen oder aufgeben. Aufgeben kostet sofort das Gebot und sonst nichts; wer spielt und es nicht schafft, verliert ebenfalls das Gebot, und die anderen behalten die Augen, die sie gemacht haben.</translation>
        </message>
        <message>
            <source>Play or concede</source>
            <translation>Spielen oder aufgeben</translation>
        </message>
        <message>
            <source>Now the cards are played out, one trick at a time: each player plays one card, and the best card takes them all.</source>
            <translation>Jetzt werden die Karten ausgespielt, ein Stich nach dem anderen: Jeder Spieler spielt eine Karte, und die beste Karte nimmt alle.</translation>
        </message>
        <message>
            <source>{leader} led the {card}.</source>
            <translation>{leader} hat {card} ausgespielt.</translation>
        </message>
        <message>
            <source>You lead: the others must follow the suit you play.</source>
            <translation>Du spielst aus: Die anderen müssen die Farbe bedienen, die du spielst.</translation>
        </message>
        <message>
            <source>Playing the tricks</source>
            <translation>Das Stichspiel</translation>
        </message>
        <message>
            <source>You took the first trick with the {card}: {points} in counters.</source>
            <translation>Du hast den ersten Stich mit {card} gemacht: {points} Augen.</translation>
        </message>
        <message>
            <source>{winner} took the first trick with the {card}: {points} in counters.</source>
            <translation>{winner} hat den ersten Stich mit {card} gemacht: {points} Augen.</translation>
        </message>
        <message>
            <source>While the stock lasts the higher card of the suit led takes the trick, or a trump; of two identical cards the one led wins. The winner may lay one meld, draws first from the stock and leads next.</source>
            <translation>Solange der Talon reicht, macht die höhere Karte der ausgespielten Farbe den Stich oder ein Trumpf; von zwei gleichen Karten gewinnt die zuerst ausgespielte. Der Gewinner darf eine Meldung auslegen, zieht als Erster vom Talon und spielt als Nächster aus.</translation>
        </message>
        <message>
            <source>The highest trump takes a trick; without a trump, the highest card of the suit led. Of two identical cards, the first played wins. Whoever takes a trick leads the next one.</source>
            <translation>Der höchste Trumpf macht den Stich; ohne Trumpf die höchste Karte der ausgespielten Farbe. Von zwei gleichen Karten gewinnt die zuerst gespielte. Wer einen Stich macht, spielt zum nächsten aus.</translation>
        </message>
        <message>
            <source>The first trick</source>
            <translation>Der erste Stich</translation>
        </message>
        <message>
            <source>You have seen how a trick goes. Play the rest of the hand yourself: at each of your turns this panel suggests a move and says why.</source>
            <translation>Du hast gesehen, wie ein Stich abläuft. Spiel den Rest des Spiels selbst: Jedes Mal, wenn du dran bist, schlägt dir dieser Bereich einen Zug vor und sagt dir, warum.</translation>
        </message>
        <message>
            <source>Keep track of the high cards and trumps already played. L shows the last trick again, and the trick log (Ctrl+2) lists every trick.</source>
            <translation>Behalte im Blick, welche hohen Karten und Trümpfe schon gespielt sind. L zeigt den letzten Stich noch einmal, und die Stichliste (Strg+2) führt jeden Stich auf.</translation>
        </message>
        <message>
            <source>The last trick is worth {bonus} more.</source>
            <translation>Der letzte Stich bringt {bonus} extra.</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <source>You scored {scored}: {meld} in meld and {points} in counters. {other} scored {theirs}.</source>
            <translation>Du hast {scored} bekommen: {meld} an Meldung und {points} Augen. {other} hat {theirs} bekommen.</translation>
        </message>
        <message>
            <source>You made your bid of {contract}, with {meld} in meld and {points} in counters: you score {scored}.</source>
            <translation>Du hast dein Gebot von {contract} erfüllt, mit {meld} an Meldung und {points} Augen: Du bekommst {scored}.</translation>
        </message>
        <message>
            <source>You conceded your bid of {contract}: you score {scored}.</source>
            <translation>Du hast dein Gebot von {contract} aufgegeben: Du bekommst {scored}.</translation>
        </message>
        <message>
            <source>You were set: {meld} in meld and {points} in counters fell short of {contract}, so you score {scored}.</source>
            <translation>Du bist abgegangen: {meld} an Meldung und {points} Augen reichen nicht für {contract}, also bekommst du {scored}.</translation>
        </message>
        <message>
            <source>Your side made its bid of {contract}, with {meld} in meld and {points} in counters: it scores {scored}.</source>
            <translation>Deine Partei hat ihr Gebot von {contract} erfüllt, mit {meld} an Meldung und {points} Augen: Sie bekommt {scored}.</translation>
        </message>
        <message>
            <source>Your side conceded its bid of {contract}: it scores {scored}.</source>
            <translation>Deine Partei hat ihr Gebot von {contract} aufgegeben: Sie bekommt {scored}.</translation>
        </message>
        <message>
            <source>Your side was set: {meld} in meld and {points} in counters fell short of {contract}, so it scores {scored}.</source>
            <translation>Deine Partei ist abgegangen: {meld} an Meldung und {points} Augen reichen nicht für {contract}, also bekommt sie {scored}.</translation>
        </message>
        <message>
            <source>{bidder} made the bid of {contract}.</source>
            <translation>{bidder} hat das Gebot von {contract} erfüllt.</translation>
        </message>
        <message>
            <source>{bidder} fell short of {contract} and loses it.</source>
            <translation>{bidder} hat {contract} nicht erreicht und verliert das Gebot.</translation>
        </message>
        <message>
            <source>You keep your own meld and counters: you score {scored}.</source>
            <translation>Du behältst deine eigene Meldung und deine Augen: Du bekommst {scored}.</translation>
        </message>
        <message>
            <source>Your side keeps its own meld and counters: it scores {scored}.</source>
            <translation>Deine Partei behält ihre eigene Meldung und ihre Augen: Sie bekommt {scored}.</translation>
        </message>
        <message>
            <source>A game goes on hand after hand, until a player has more than {target}.</source>
            <translation>Eine Partie geht Spiel für Spiel weiter, bis ein Spieler mehr als {target} hat.</translation>
        </message>
        <message>
            <source>A game goes on hand after hand, until a side reaches {target}.</source>
            <translation>Eine Partie geht Spiel für Spiel weiter, bis eine Partei {target} erreicht.</translation>
        </message>
        <message>
            <source>The hand is over</source>
            <translation>Das Spiel ist vorbei</translation>
        </message>
        <message>
            <source>That is a whole hand. Next, take another lesson from Help &gt; Learn to Play, or start a game of your own with Game &gt; New Game, where H gives a hint at any of your turns.</source>
            <translation>Das war ein ganzes Spiel. Als Nächstes kannst du unter Hilfe &gt; Spielen lernen eine weitere Lektion machen oder mit Spiel &gt; Neue Partie eine eigene Partie beginnen; dort gibt dir H einen Tipp, wann immer du dran bist.</translation>
        </message>
        <message>
            <source>{leader} led the {card}: you need not follow suit, but only a higher card in {suit} or a trump takes it.</source>
            <translation>{leader} hat {card} ausgespielt: Du musst nicht Farbe bedienen, aber nur eine höhere {suit}-Karte oder ein Trumpf sticht sie.</translation>
        </message>
        <message>
            <source>You lead: you may play any card.</source>
            <translation>Du spielst aus: Du darfst jede Karte spielen.</translation>
        </message>
        <message>
            <source>While the stock lasts you may play any card to a trick. Winning a trick lets you lay a meld, but the cards you hold for meld are worth keeping: a low card that costs nothing is often the best one to give up.</source>
            <translation>Solange der Talon reicht, darfst du zu einem Stich jede beliebige Karte spielen. Wer einen Stich macht, darf eine Meldung auslegen, aber Karten, die du für Meldungen hast, lohnt es sich zu behalten: Eine niedrige Karte, die nichts kostet, gibst du oft am besten ab.</translation>
        </message>
        <message>
            <source>Your first trick</source>
            <translation>Dein erster Stich</translation>
        </message>
        <message>
            <source>You won the trick, so you may lay one meld now; it scores at once. The cards stay face up on the table, and you can still play them to later tricks. Only one meld goes down for each trick you win, so the biggest usually goes first; a card on the table may later join a meld of another kind (a queen of spades of a marriage may join a pinochle).</source>
            <translation>Du hast den Stich gemacht, also darfst du jetzt eine Meldung auslegen; sie zählt sofort. Die Karten bleiben offen auf dem Tisch liegen, und du kannst sie trotzdem in späteren Stichen ausspielen. Für jeden gewonnenen Stich kommt nur eine Meldung auf den Tisch, deshalb legt man meist die größte zuerst aus; eine Karte auf dem Tisch kann später Teil einer Meldung anderer Art werden (die Pik-Dame aus einem Paar kann zu einem Binokel dazukommen).</translation>
        </message>
        <message>
            <source>Laying meld</source>
            <translation>Meldung auslegen</translation>
        </message>
        <message>
            <source>You hold the dix, the nine of trump. After winning a trick you may exchange it for the turned-up trump, the {card}, or just show it: either way it scores {points}.</source>
            <translation>Du hast den Dix, die Trumpf-Neun. Nachdem du einen Stich gemacht hast, darfst du ihn gegen den aufgedeckten Trumpf ({card}) tauschen oder ihn einfach vorzeigen: So oder so zählt er {points}.</translation>
        </message>
        <message>
            <source>You hold the dix, the nine of trump. After winning a trick you may show it: it scores {points}.</source>
            <translation>Du hast den Dix, die Trumpf-Neun. Nachdem du einen Stich gemacht hast, darfst du ihn vorzeigen: Er zählt {points}.</translation>
        </message>
        <message>
            <source>The dix</source>
            <translation>Der Dix</translation>
        </message>
        <message>
            <source>The stock is used up, and the last tricks are played with stricter rules.</source>
            <translation>Der Talon ist aufgebraucht, und die letzten Stiche werden nach strengeren Regeln gespielt.</translation>
        </message>
        <message>
            <source>Every card is now in one of the two hands: count the trumps still out.</source>
            <translation>Jetzt ist jede Karte in einer der beiden Hände: Zähl die Trümpfe, die noch ausstehen.</translation>
        </message>
        <message>
            <source>The stock is used up</source>
            <translation>Der Talon ist aufgebraucht</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Random</source>
            <translation>Zufall</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Pro</source>
            <translation>Profi</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Experte</translation>
        </message>
        <message>
            <source>Plays any legal card, and bids only what its meld and a share of tricks cover.</source>
            <translation>Spielt irgendeine erlaubte Karte und reizt nur so viel, wie Meldung und ein Anteil an Stichen decken.</translation>
        </message>
        <message>
            <source>Bids up to a limit it picks at random, often more than its hand makes, and plays any legal card.</source>
            <translation>Reizt bis zu einer zufällig gewählten Grenze, oft mehr, als das Blatt hergibt, und spielt irgendeine erlaubte Karte.</translation>
        </message>
        <message>
            <source>Plays out imagined deals to decide its bid and remembers the cards played.</source>
            <translation>Spielt gedachte Verteilungen durch, um sein Gebot zu bestimmen, und merkt sich die gespielten Karten.</translation>
        </message>
        <message>
            <source>Bids more boldly and tries each card in a couple of hundred quick playouts.</source>
            <translation>Reizt mutiger und probiert jede Karte in ein paar hundert schnellen Probespielen aus.</translation>
        </message>
        <message>
            <source>Plays out hundreds of deals that fit what it has seen and what the others' bids, passes and cards say, for every card.</source>
            <translation>Spielt für jede Karte Hunderte von Verteilungen durch, die zu dem passen, was er gesehen hat und was Gebote, Schieben und Karten der anderen verraten.</translation>
        </message>
        <message numerus="yes">
            <source>passing %n card(s)</source>
            <translation>
                <numerusform>mit %n geschobenen Karte</numerusform>
                <numerusform>mit %n geschobenen Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>no passing</source>
            <translation>ohne Schieben</translation>
        </message>
        <message>
            <source>Its strength has been measured in {where} only.</source>
            <translation>Seine Stärke wurde nur bei {where} gemessen.</translation>
        </message>
        <message>
            <source>Measured: beats {level} by {points} points a deal in {where}, over {deals} deals (95% interval {low} to {high}).</source>
            <translation>Gemessen bei „{where}“ über {deals} Spiele: schlägt {level} um {points} Punkte pro Spiel (95-%-Intervall {low} bis {high}).</translation>
        </message>
        <message>
            <source>Measured: loses to {level} by {points} points a deal in {where}, over {deals} deals (95% interval {low} to {high}).</source>
            <translation>Gemessen bei „{where}“ über {deals} Spiele: verliert gegen {level} um {points} Punkte pro Spiel (95-%-Intervall {low} bis {high}).</translation>
        </message>
        <message>
            <source>Measured: about level with {level} ({points} points a deal) in {where}, over {deals} deals (95% interval {low} to {high}).</source>
            <translation>Gemessen bei „{where}“ über {deals} Spiele: etwa gleichauf mit {level} ({points} Punkte pro Spiel; 95-%-Intervall {low} bis {high}).</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message>
            <source>{items}, {item}</source>
            <translation>{items}, {item}</translation>
        </message>
        <message>
            <source>{items} or {item}</source>
            <translation>{items} oder {item}</translation>
        </message>
    </context>
    <context>
        <name>Loading</name>
        <message>
            <source>Opening the game…</source>
            <translation>Die Partie wird geöffnet …</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Opening the game</source>
            <translation>Partie öffnen</translation>
        </message>
        <message>
            <source>Replaying move {done} of {total}…</source>
            <translation>Zug {done} von {total} wird nachgespielt …</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Some card pictures could not be read ({pictures}), so those cards are drawn plain. The game goes on; reinstalling Pinochle Desktop brings the pictures back.</source>
            <translation>Einige Kartenbilder konnten nicht gelesen werden ({pictures}), deshalb werden diese Karten schlicht gezeichnet. Das Spiel geht weiter; eine Neuinstallation von Pinochle Desktop bringt die Bilder zurück.</translation>
        </message>
        <message>
            <source>Pinochle Desktop started, but:</source>
            <translation>Pinochle Desktop wurde gestartet, aber:</translation>
        </message>
        <message>
            <source>Pinochle Desktop goes on, but:</source>
            <translation>Pinochle Desktop läuft weiter, aber:</translation>
        </message>
        <message>
            <source>Every card counts here: none can be taken back.</source>
            <translation>Hier zählt jede Karte: Keine kann zurückgenommen werden.</translation>
        </message>
        <message>
            <source>Undo is switched off (Edit &gt; Allow Undo).</source>
            <translation>Zurücknehmen ist ausgeschaltet (Bearbeiten &gt; Zurücknehmen erlauben).</translation>
        </message>
        <message>
            <source>Take back the last card you played</source>
            <translation>Die zuletzt gespielte Karte zurücknehmen</translation>
        </message>
        <message>
            <source>Nothing to take back: play a card first.</source>
            <translation>Nichts zurückzunehmen: spiel zuerst eine Karte.</translation>
        </message>
        <message>
            <source>Deal {number}</source>
            <translation>Spiel Nr. {number}</translation>
        </message>
        <message>
            <source>Deal number {number}</source>
            <translation>Spiel Nr. {number}</translation>
        </message>
        <message>
            <source>Hint: {reason}</source>
            <translation>Tipp: {reason}</translation>
        </message>
        <message>
            <source>Offline pinochle against computer opponents and partners, in every common form of the game.</source>
            <translation>Pinochle offline gegen Computergegner und mit Computerpartnern, in allen gängigen Spielarten.</translation>
        </message>
        <message>
            <source>Version {version}.</source>
            <translation>Version {version}.</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>Über {app}</translation>
        </message>
        <message numerus="yes">
            <source>Quit without %n hand(s) in your history?</source>
            <translation>
                <numerusform>Ohne %n Spiel im Spielverlauf beenden?</numerusform>
                <numerusform>Ohne %n Spiele im Spielverlauf beenden?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n hand(s) you played could not be added to your hand history: it cannot be written just now (a full disk, a read-only or locked file). Free some space and keep playing to add them, or quit and lose them.</source>
            <translation>
                <numerusform>%n Spiel, das du gespielt hast, konnte nicht in den Spielverlauf aufgenommen werden: Er kann gerade nicht geschrieben werden (volle Festplatte, schreibgeschützte oder gesperrte Datei). Schaffe Platz und spiele weiter, um es aufzunehmen, oder beende und verliere es.</numerusform>
                <numerusform>%n Spiele, die du gespielt hast, konnten nicht in den Spielverlauf aufgenommen werden: Er kann gerade nicht geschrieben werden (volle Festplatte, schreibgeschützte oder gesperrte Datei). Schaffe Platz und spiele weiter, um sie aufzunehmen, oder beende und verliere sie.</numerusform>
            </translation>
        </message>
        <message>
            <source>Quit and lose the game in progress?</source>
            <translation>Beenden und die laufende Partie verlieren?</translation>
        </message>
        <message>
            <source>{problem} It cannot be offered back next time.</source>
            <translation>{problem} Es kann beim nächsten Mal nicht wieder angeboten werden.</translation>
        </message>
        <message>
            <source>&amp;Quit Anyway</source>
            <translation>Trotzdem &amp;beenden</translation>
        </message>
        <message>
            <source>&amp;Keep Playing</source>
            <translation>&amp;Weiterspielen</translation>
        </message>
        <message>
            <source>New Game with this deal number deals these cards again, from the same dealer.</source>
            <translation>„Neue Partie“ mit dieser Spielnummer gibt dieselben Karten noch einmal, vom selben Geber.</translation>
        </message>
    </context>
    <context>
        <name>Meld</name>
        <message>
            <source>a run</source>
            <translation>einer Familie</translation>
        </message>
        <message>
            <source>a marriage</source>
            <translation>einem Paar</translation>
        </message>
        <message>
            <source>an around</source>
            <translation>vier Gleichen</translation>
        </message>
        <message>
            <source>a double pinochle</source>
            <translation>einem Doppelbinokel</translation>
        </message>
        <message>
            <source>a pinochle</source>
            <translation>einem Binokel</translation>
        </message>
        <message>
            <source>a dix</source>
            <translation>einem Dix</translation>
        </message>
        <message>
            <source>run</source>
            <translation>Familie</translation>
        </message>
        <message>
            <source>royal marriage</source>
            <translation>Trumpfpaar</translation>
        </message>
        <message>
            <source>marriage in {suit}</source>
            <translation>{suit}-Paar</translation>
        </message>
        <message>
            <source>aces around</source>
            <translation>vier Asse</translation>
        </message>
        <message>
            <source>kings around</source>
            <translation>vier Könige</translation>
        </message>
        <message>
            <source>queens around</source>
            <translation>vier Damen</translation>
        </message>
        <message>
            <source>jacks around</source>
            <translation>vier Buben</translation>
        </message>
        <message>
            <source>pinochle</source>
            <translation>Binokel</translation>
        </message>
        <message>
            <source>dix</source>
            <translation>Dix</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Familie</translation>
        </message>
        <message>
            <source>Royal marriage</source>
            <translation>Trumpfpaar</translation>
        </message>
        <message>
            <source>Marriage in {suit}</source>
            <translation>{suit}-Paar</translation>
        </message>
        <message>
            <source>Aces around</source>
            <translation>Vier Asse</translation>
        </message>
        <message>
            <source>Kings around</source>
            <translation>Vier Könige</translation>
        </message>
        <message>
            <source>Queens around</source>
            <translation>Vier Damen</translation>
        </message>
        <message>
            <source>Jacks around</source>
            <translation>Vier Buben</translation>
        </message>
        <message>
            <source>Pinochle</source>
            <translation>Binokel</translation>
        </message>
        <message>
            <source>Dix</source>
            <translation>Dix</translation>
        </message>
        <message>
            <source>Double {meld}</source>
            <translation>{meld} doppelt</translation>
        </message>
        <message>
            <source>Triple {meld}</source>
            <translation>{meld} dreifach</translation>
        </message>
        <message>
            <source>Quadruple {meld}</source>
            <translation>{meld} vierfach</translation>
        </message>
        <message>
            <source>Roundhouse bonus</source>
            <translation>Bonus für ein Paar in jeder Farbe</translation>
        </message>
        <message>
            <source>double pinochle</source>
            <translation>Doppelbinokel</translation>
        </message>
        <message numerus="yes">
            <source>%nx {meld}</source>
            <translation>
                <numerusform>{meld} %n-fach</numerusform>
                <numerusform>{meld} %n-fach</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MeldTable</name>
        <message>
            <source>Run (A 10 K Q J of trump)</source>
            <translation>Familie (A 10 K D B in Trumpf)</translation>
        </message>
        <message>
            <source>Royal marriage (K Q of trump)</source>
            <translation>Trumpfpaar (K D in Trumpf)</translation>
        </message>
        <message>
            <source>Marriage (K Q of another suit)</source>
            <translation>Paar (K D einer anderen Farbe)</translation>
        </message>
        <message>
            <source>Aces around</source>
            <translation>Vier Asse</translation>
        </message>
        <message>
            <source>Kings around</source>
            <translation>Vier Könige</translation>
        </message>
        <message>
            <source>Queens around</source>
            <translation>Vier Damen</translation>
        </message>
        <message>
            <source>Jacks around</source>
            <translation>Vier Buben</translation>
        </message>
        <message>
            <source>Pinochle (Q♠ J♦)</source>
            <translation>Binokel (D♠ B♦)</translation>
        </message>
        <message>
            <source>Dix (9 of trump)</source>
            <translation>Dix (Trumpf-Neun)</translation>
        </message>
        <message>
            <source>Single</source>
            <translation>Einfach</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>Doppelt</translation>
        </message>
        <message>
            <source>Triple</source>
            <translation>Dreifach</translation>
        </message>
        <message>
            <source>Quadruple</source>
            <translation>Vierfach</translation>
        </message>
        <message>
            <source>single</source>
            <translation>einfach</translation>
        </message>
        <message>
            <source>double</source>
            <translation>doppelt</translation>
        </message>
        <message>
            <source>triple</source>
            <translation>dreifach</translation>
        </message>
        <message>
            <source>quadruple</source>
            <translation>vierfach</translation>
        </message>
        <message>
            <source>This deck has no nines, so there is no dix.</source>
            <translation>Dieser Kartensatz hat keine Neunen, also gibt es keinen Dix.</translation>
        </message>
        <message>
            <source>This deck has only {copies} of each card.</source>
            <translation>Dieser Kartensatz enthält jede Karte nur {copies}-mal.</translation>
        </message>
        <message>
            <source>{meld}, {copies}: {value} points</source>
            <translation>{meld}, {copies}: {value} Punkte</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>{tip} ({key})</source>
            <comment>a tooltip and its key</comment>
            <translation>{tip} ({key})</translation>
        </message>
        <message>
            <source>&amp;New Game…</source>
            <comment>Game menu</comment>
            <translation>&amp;Neue Partie…</translation>
        </message>
        <message>
            <source>Start a new game</source>
            <translation>Eine neue Partie beginnen</translation>
        </message>
        <message>
            <source>Challenge the &amp;Expert…</source>
            <comment>Game menu</comment>
            <translation>Den &amp;Experten herausfordern…</translation>
        </message>
        <message>
            <source>Play a numbered series of deals, each replayed by the Expert in your seat</source>
            <translation>Eine nummerierte Serie von Spielen spielen, jedes vom Experten auf deinem Platz nachgespielt</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <comment>Game menu</comment>
            <translation>Ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Eine gespeicherte Partie öffnen</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <comment>Game menu</comment>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <source>Save this game</source>
            <translation>Diese Partie speichern</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <comment>Game menu</comment>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <source>Save this game under a new name</source>
            <translation>Diese Partie unter einem neuen Namen speichern</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <comment>Game menu</comment>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>Leave the game</source>
            <translation>Das Spiel verlassen</translation>
        </message>
        <message>
            <source>&amp;Undo Last Card</source>
            <comment>Edit menu</comment>
            <translation>&amp;Letzte Karte zurücknehmen</translation>
        </message>
        <message>
            <source>Take back the last card you played</source>
            <translation>Die zuletzt gespielte Karte zurücknehmen</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <comment>Edit menu</comment>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <source>Suggest a move (H)</source>
            <translation>Einen Zug vorschlagen (H)</translation>
        </message>
        <message>
            <source>&amp;Last Trick</source>
            <comment>View menu</comment>
            <translation>&amp;Letzter Stich</translation>
        </message>
        <message>
            <source>Show the last trick won again (L, or click a name plate)</source>
            <translation>Den zuletzt gemachten Stich noch einmal zeigen (L oder Klick auf ein Namensschild)</translation>
        </message>
        <message>
            <source>&amp;Claim the Rest</source>
            <comment>Game menu</comment>
            <translation>Rest &amp;ansagen</translation>
        </message>
        <message>
            <source>Play out the remaining tricks at once when your side is certain to take them all (C)</source>
            <translation>Die restlichen Stiche sofort ausspielen, wenn deine Partei sie sicher alle macht (C)</translation>
        </message>
        <message>
            <source>Allow Undo</source>
            <comment>Edit menu</comment>
            <translation>Zurücknehmen erlauben</translation>
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <comment>View menu</comment>
            <translation>&amp;Vollbild</translation>
        </message>
        <message>
            <source>&amp;Rules of This Game</source>
            <comment>Help menu</comment>
            <translation>&amp;Regeln dieses Spiels</translation>
        </message>
        <message>
            <source>How this variant is played</source>
            <translation>Wie diese Spielart gespielt wird</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <comment>Help menu</comment>
            <translation>Ü&amp;ber</translation>
        </message>
        <message>
            <source>&amp;Learn to Play…</source>
            <comment>Help menu</comment>
            <translation>&amp;Spielen lernen…</translation>
        </message>
        <message>
            <source>A first lesson: one hand at the table, each step explained</source>
            <translation>Eine erste Lektion: ein Spiel am Tisch, jeder Schritt erklärt</translation>
        </message>
        <message>
            <source>&amp;House Rules…</source>
            <comment>Game menu</comment>
            <translation>&amp;Hausregeln…</translation>
        </message>
        <message>
            <source>Your table's rules for the next game</source>
            <translation>Die Regeln deines Tisches für die nächste Partie</translation>
        </message>
        <message>
            <source>Re&amp;view Hands…</source>
            <comment>Game menu</comment>
            <translation>&amp;Rückblick…</translation>
        </message>
        <message>
            <source>Step through past hands</source>
            <translation>Vergangene Spiele Schritt für Schritt ansehen</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <comment>Game menu</comment>
            <translation>S&amp;tatistik…</translation>
        </message>
        <message>
            <source>Games, hands and contracts so far</source>
            <translation>Partien, Spiele und Gebote bisher</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <comment>Edit menu</comment>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>Name, levels, cards, speed</source>
            <translation>Name, Spielstärken, Karten, Tempo</translation>
        </message>
        <message>
            <source>Rules in &amp;Play</source>
            <comment>Help menu</comment>
            <translation>&amp;Geltende Regeln</translation>
        </message>
        <message>
            <source>Every option in force in this game</source>
            <translation>Jede Option, die in dieser Partie gilt</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <comment>Help menu</comment>
            <translation>&amp;Tastatur</translation>
        </message>
        <message>
            <source>Every key of the game: the table, the questions over it and the menus</source>
            <translation>Alle Tasten des Spiels: der Tisch, die Fragen darüber und die Menüs</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <comment>menu bar</comment>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <comment>Game menu</comment>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <comment>menu bar</comment>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <comment>menu bar</comment>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Deck</source>
            <comment>View menu</comment>
            <translation>&amp;Kartensatz</translation>
        </message>
        <message>
            <source>Card &amp;Back</source>
            <comment>View menu</comment>
            <translation>Karten&amp;rücken</translation>
        </message>
        <message>
            <source>&amp;Speed</source>
            <comment>View menu</comment>
            <translation>&amp;Tempo</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <comment>menu bar</comment>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>Game</source>
            <comment>the toolbar's name</comment>
            <translation>Spiel</translation>
        </message>
    </context>
    <context>
        <name>NamePlate</name>
        <message>
            <source>sits out this hand</source>
            <translation>setzt dieses Spiel aus</translation>
        </message>
        <message>
            <source>D</source>
            <comment>the dealer's chip</comment>
            <translation>G</translation>
        </message>
    </context>
    <context>
        <name>NewGame</name>
        <message>
            <source>New game</source>
            <translation>Neue Partie</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>The variant to deal.</source>
            <translation>Die Spielart, die gegeben wird.</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Spiel:</translation>
        </message>
        <message>
            <source>Rules of this game</source>
            <translation>Regeln dieses Spiels</translation>
        </message>
        <message>
            <source>Rules:</source>
            <translation>Regeln:</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Dein Name</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Dein &amp;Name:</translation>
        </message>
        <message>
            <source>Target score</source>
            <translation>Zielpunktzahl</translation>
        </message>
        <message>
            <source>The score that wins the game; it starts at the rules' own target.</source>
            <translation>Die Punktzahl, mit der man die Partie gewinnt; voreingestellt ist das Ziel aus den Regeln.</translation>
        </message>
        <message>
            <source>&amp;Target score:</source>
            <translation>&amp;Zielpunktzahl:</translation>
        </message>
        <message>
            <source>&amp;Random deal</source>
            <translation>Zufällig &amp;geben</translation>
        </message>
        <message>
            <source>The same deal number always deals the same cards.</source>
            <translation>Dieselbe Spielnummer gibt immer dieselben Karten.</translation>
        </message>
        <message>
            <source>Deal number</source>
            <translation>Spielnummer</translation>
        </message>
        <message>
            <source>or play deal number</source>
            <translation>oder Spiel Nr.</translation>
        </message>
        <message>
            <source>Deal:</source>
            <translation>Verteilung:</translation>
        </message>
        <message>
            <source>Game speed</source>
            <translation>Spieltempo</translation>
        </message>
        <message>
            <source>&amp;Speed:</source>
            <translation>&amp;Tempo:</translation>
        </message>
        <message>
            <source>&amp;Watch the computer play every seat (autoplay)</source>
            <translation>Dem &amp;Computer zusehen, wie er an allen Plätzen spielt (automatisch)</translation>
        </message>
        <message>
            <source>&amp;Coach me</source>
            <translation>T&amp;rainer einschalten</translation>
        </message>
        <message>
            <source>Coach me</source>
            <translation>Trainer einschalten</translation>
        </message>
        <message>
            <source>Before your move is played, the coach warns you when the Expert's own evaluation says it is likely to cost you, and says why; you can take it back.</source>
            <translation>Bevor dein Zug gespielt wird, warnt dich der Trainer, wenn die eigene Bewertung des Experten sagt, dass er dich wahrscheinlich Punkte kostet, und sagt warum; du kannst ihn zurücknehmen.</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Deal</source>
            <comment>the button that starts the game</comment>
            <translation>Geben</translation>
        </message>
        <message>
            <source>Your house rules (Game &gt; House Rules…)</source>
            <translation>Deine Hausregeln (Spiel &gt; Hausregeln…)</translation>
        </message>
        <message>
            <source>{name} (your saved rules, chosen in Preferences)</source>
            <translation>{name} (deine gespeicherten Regeln, gewählt in den Einstellungen)</translation>
        </message>
        <message>
            <source>The standard rules: no cards are dealt; each player builds a hand from the face-down pile, then bids.</source>
            <translation>Die Standardregeln: Es wird nicht gegeben; jeder Spieler baut sein Blatt aus dem verdeckten Stapel auf, dann wird gereizt.</translation>
        </message>
        <message>
            <source>The standard rules</source>
            <translation>Die Standardregeln</translation>
        </message>
        <message>
            <source>{name}  (team {team})</source>
            <translation>{name}  (Partei {team})</translation>
        </message>
        <message>
            <source>Level of {name}</source>
            <translation>Spielstärke: {name}</translation>
        </message>
        <message>
            <source>You play this seat</source>
            <translation>Diesen Platz spielst du</translation>
        </message>
        <message>
            <source>Your seat</source>
            <translation>Dein Platz</translation>
        </message>
        <message>
            <source>{level}: {description}</source>
            <translation>{level}: {description}</translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <source>Preferences</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problem</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Dein Name</translation>
        </message>
        <message>
            <source>Your name at the table; it changes on the table at once.</source>
            <translation>Dein Name am Tisch; er ändert sich am Tisch sofort.</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Dein &amp;Name:</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Systemstandard</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>The language of the game's windows and words. Applies after a restart.</source>
            <translation>Die Sprache der Fenster und Texte des Spiels. Gilt nach einem Neustart.</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <source>Applies after a restart</source>
            <translation>Gilt nach einem Neustart</translation>
        </message>
        <message>
            <source>New games</source>
            <translation>Neue Partien</translation>
        </message>
        <message>
            <source>Variant of a new game</source>
            <translation>Spielart einer neuen Partie</translation>
        </message>
        <message>
            <source>The variant a new game starts with.</source>
            <translation>Die Spielart, mit der eine neue Partie beginnt.</translation>
        </message>
        <message>
            <source>&amp;Variant:</source>
            <translation>&amp;Variante:</translation>
        </message>
        <message>
            <source>Rules of a new game</source>
            <translation>Regeln einer neuen Partie</translation>
        </message>
        <message>
            <source>The rules a new game of this variant is dealt with: the standard rules, or one of your saved rule sets for this variant.</source>
            <translation>Die Regeln, nach denen eine neue Partie dieser Spielart gespielt wird: die Standardregeln oder einer deiner gespeicherten Regelsätze für diese Spielart.</translation>
        </message>
        <message>
            <source>&amp;Rules:</source>
            <translation>&amp;Regeln:</translation>
        </message>
        <message>
            <source>About the rules</source>
            <translation>Über die Regeln</translation>
        </message>
        <message>
            <source>Level: {seat}</source>
            <translation>Spielstärke: {seat}</translation>
        </message>
        <message>
            <source>The computer player's level at this seat.</source>
            <translation>Die Spielstärke des Computerspielers an diesem Platz.</translation>
        </message>
        <message>
            <source>Seats go clockwise from you; a game uses as many as it has players.</source>
            <translation>Die Plätze folgen im Uhrzeigersinn auf dich; eine Partie nutzt so viele, wie sie Spieler hat.</translation>
        </message>
        <message>
            <source>Difficulty:</source>
            <translation>Schwierigkeit:</translation>
        </message>
        <message>
            <source>You, when the computer plays for you</source>
            <translation>Du, wenn der Computer für dich spielt</translation>
        </message>
        <message>
            <source>Seat 2 (on your left)</source>
            <translation>Platz 2 (links von dir)</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Platz {number}</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tisch</translation>
        </message>
        <message>
            <source>Game speed</source>
            <translation>Spieltempo</translation>
        </message>
        <message>
            <source>How long the computer players wait and how fast the cards move (Instant: no animation). The same as View &gt; Speed.</source>
            <translation>Wie lange die Computerspieler warten und wie schnell sich die Karten bewegen (Sofort: keine Animation). Dasselbe wie Ansicht &gt; Tempo.</translation>
        </message>
        <message>
            <source>&amp;Speed:</source>
            <translation>&amp;Tempo:</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Kartensatz</translation>
        </message>
        <message>
            <source>Two-colour suits, or four colours (clubs green, diamonds blue).</source>
            <translation>Farbzeichen in zwei Farben oder in vier Farben (Kreuz grün, Karo blau).</translation>
        </message>
        <message>
            <source>&amp;Deck:</source>
            <translation>&amp;Kartensatz:</translation>
        </message>
        <message>
            <source>Card back</source>
            <translation>Kartenrücken</translation>
        </message>
        <message>
            <source>The picture on the back of the cards.</source>
            <translation>Das Bild auf der Rückseite der Karten.</translation>
        </message>
        <message>
            <source>Card &amp;back:</source>
            <translation>Kartenrü&amp;cken:</translation>
        </message>
        <message>
            <source>Table colour</source>
            <translation>Tischfarbe</translation>
        </message>
        <message>
            <source>The colour of the table cloth; click to choose another.</source>
            <translation>Die Farbe des Tischtuchs; klicke, um eine andere zu wählen.</translation>
        </message>
        <message>
            <source>Table &amp;colour:</source>
            <translation>Tisch&amp;farbe:</translation>
        </message>
        <message>
            <source>&amp;Easy to see (high contrast)</source>
            <translation>&amp;Gut sichtbar (hoher Kontrast)</translation>
        </message>
        <message>
            <source>Easy to see (high contrast)</source>
            <translation>Gut sichtbar (hoher Kontrast)</translation>
        </message>
        <message>
            <source>A dark high-contrast table, bold name plates and four-colour suits.</source>
            <translation>Ein dunkler Tisch mit hohem Kontrast, fette Namensschilder und Farbzeichen in vier Farben.</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <source>Click a card twice to play it</source>
            <translation>Karte zum Spielen zweimal anklicken</translation>
        </message>
        <message>
            <source>The first click raises the card; a second click on it plays it (another card can be chosen instead). Dragging a card to the table plays it at once.</source>
            <translation>Der erste Klick hebt die Karte an; ein zweiter Klick auf sie spielt sie (stattdessen kann auch eine andere Karte gewählt werden). Eine Karte auf den Tisch zu ziehen spielt sie sofort.</translation>
        </message>
        <message>
            <source>Play my card for me when only one is allowed</source>
            <translation>Meine Karte für mich spielen, wenn nur eine erlaubt ist</translation>
        </message>
        <message>
            <source>When the rules leave you one card to play, it is played for you after a short pause.</source>
            <translation>Wenn dir die Regeln nur eine spielbare Karte lassen, wird sie nach einer kurzen Pause für dich gespielt.</translation>
        </message>
        <message>
            <source>&amp;Wait before playing it:</source>
            <translation>&amp;Warten vor dem Spielen:</translation>
        </message>
        <message>
            <source>Wait before playing my only card</source>
            <translation>Warten, bevor meine einzige Karte gespielt wird</translation>
        </message>
        <message>
            <source>How long your only allowed card stays raised before it is played for you, so you see it go.</source>
            <translation>Wie lange deine einzige erlaubte Karte angehoben bleibt, bevor sie für dich gespielt wird, damit du sie gehen siehst.</translation>
        </message>
        <message>
            <source>Allow taking back my last card</source>
            <translation>Zurücknehmen der letzten Karte erlauben</translation>
        </message>
        <message>
            <source>Edit &gt; Undo takes back the last card you played in this hand.</source>
            <translation>Bearbeiten &gt; Letzte Karte zurücknehmen nimmt die Karte zurück, die du in diesem Spiel zuletzt gespielt hast.</translation>
        </message>
        <message>
            <source>Coach me in new games</source>
            <translation>Trainer in neuen Partien einschalten</translation>
        </message>
        <message>
            <source>Before your bid, trump, pass, bury or card is played, the coach checks it with the Expert's own evaluation and says so when it is likely to cost you; you can take it back or play it anyway. New Game can switch it on or off for each game.</source>
            <translation>Bevor dein Gebot, Trumpf, Schieben, Drücken oder deine Karte gespielt wird, prüft der Trainer den Zug mit der eigenen Bewertung des Experten und sagt es, wenn er dich wahrscheinlich Punkte kostet; du kannst ihn zurücknehmen oder trotzdem spielen. Unter „Neue Partie“ lässt er sich für jede Partie ein- oder ausschalten.</translation>
        </message>
        <message>
            <source>Speak up at a cost of &amp;at least:</source>
            <translation>Warnen ab Kosten von &amp;mindestens:</translation>
        </message>
        <message>
            <source>Coach's threshold in points</source>
            <translation>Schwelle des Trainers in Punkten</translation>
        </message>
        <message>
            <source>The coach warns only about a move expected to cost at least this many points, and only when the difference is clear of the sampling noise.</source>
            <translation>Der Trainer warnt nur vor einem Zug, der voraussichtlich mindestens so viele Punkte kostet, und nur, wenn der Unterschied deutlich über dem Zufallsrauschen der Simulation liegt.</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Ton</translation>
        </message>
        <message>
            <source>&amp;Mute the table</source>
            <translation>Tisch stu&amp;mm schalten</translation>
        </message>
        <message>
            <source>Mute the table</source>
            <translation>Tisch stumm schalten</translation>
        </message>
        <message>
            <source>No sound for cards, tricks, bids, meld, the shuffle and the end of a hand.</source>
            <translation>Kein Ton für Karten, Stiche, Gebote, Meldungen, das Mischen und das Ende eines Spiels.</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Lautstärke</translation>
        </message>
        <message>
            <source>How loud the table's sounds are, from 0 (none) to 100.</source>
            <translation>Wie laut die Geräusche am Tisch sind, von 0 (keine) bis 100.</translation>
        </message>
        <message>
            <source>{volume} percent</source>
            <translation>{volume} Prozent</translation>
        </message>
        <message>
            <source>&amp;Volume:</source>
            <translation>&amp;Lautstärke:</translation>
        </message>
        <message>
            <source>{level} (not installed)</source>
            <translation>{level} (nicht installiert)</translation>
        </message>
        <message>
            <source>The variant's standard rules</source>
            <translation>Die Standardregeln der Spielart</translation>
        </message>
        <message>
            <source>{name} (no longer saved)</source>
            <translation>{name} (nicht mehr gespeichert)</translation>
        </message>
        <message>
            <source>New games of this variant use the house rules you chose (Game &gt; House Rules…) until you choose rules here.</source>
            <translation>Neue Partien dieser Spielart verwenden die Hausregeln, die du gewählt hast (Spiel &gt; Hausregeln…), bis du hier Regeln wählst.</translation>
        </message>
        <message>
            <source>Type a name for yourself (it is shown at the table).</source>
            <translation>Gib einen Namen für dich ein (er wird am Tisch angezeigt).</translation>
        </message>
        <message>
            <source>That cannot be used ({problem}); nothing was changed.</source>
            <translation>Das kann nicht verwendet werden ({problem}); es wurde nichts geändert.</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <source>{seconds} seconds</source>
            <translation>{seconds} Sekunden</translation>
        </message>
    </context>
    <context>
        <name>Presenter</name>
        <message>
            <source>partner: {names}</source>
            <translation>Partner: {names}</translation>
        </message>
        <message>
            <source>your seat</source>
            <translation>dein Platz</translation>
        </message>
        <message>
            <source>Pass</source>
            <comment>a pass shown on a seat's plate</comment>
            <translation>Passe</translation>
        </message>
        <message>
            <source>Bid {amount}</source>
            <comment>a bid shown on a seat's plate</comment>
            <translation>Gebot {amount}</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>überlegt…</translation>
        </message>
        <message>
            <source>meld {points}</source>
            <translation>Meldung {points}</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n Stich</numerusform>
                <numerusform>%n Stiche</numerusform>
            </translation>
        </message>
        <message>
            <source>No bidding</source>
            <translation>Kein Reizen</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Trumpf: {suit}</translation>
        </message>
        <message>
            <source>{bidder} bid {contract} (moon)</source>
            <translation>{bidder}: Spiel {contract} (Durchmarsch)</translation>
        </message>
        <message>
            <source>{bidder} bid {contract}</source>
            <translation>{bidder}: Spiel {contract}</translation>
        </message>
        <message>
            <source>High bid {amount}: {bidder}</source>
            <translation>Höchstgebot {amount}: {bidder}</translation>
        </message>
        <message>
            <source>Bids from {amount}</source>
            <translation>Gebote ab {amount}</translation>
        </message>
        <message>
            <source>meld {meld}  ·  counters {counters}</source>
            <translation>Meldung {meld}  ·  Augen {counters}</translation>
        </message>
        <message>
            <source>checks {checks}</source>
            <translation>Marken {checks}</translation>
        </message>
        <message numerus="yes">
            <source>Stock: %n card(s)</source>
            <translation>
                <numerusform>Talon: %n Karte</numerusform>
                <numerusform>Talon: %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>Widow: {cards}</source>
            <translation>Dabb: {cards}</translation>
        </message>
        <message>
            <source>Units: the score.  Kitty: {units}</source>
            <translation>Einheiten: der Punktestand.  Kasse: {units}</translation>
        </message>
        <message>
            <source>Score  ·  game to {target}</source>
            <translation>Punktestand  ·  Ziel {target}</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Einheiten</translation>
        </message>
        <message>
            <source>hand {hand} of {deals}</source>
            <translation>Spiel {hand} von {deals}</translation>
        </message>
        <message>
            <source>hand {hand}</source>
            <translation>Spiel {hand}</translation>
        </message>
        <message>
            <source>kitty {units}</source>
            <translation>Kasse {units}</translation>
        </message>
        <message>
            <source>Hand {hand} of {deals}  ·  dealer {dealer}</source>
            <translation>Spiel {hand} von {deals}  ·  Geber: {dealer}</translation>
        </message>
        <message>
            <source>Hand {hand}  ·  dealer {dealer}</source>
            <translation>Spiel {hand}  ·  Geber: {dealer}</translation>
        </message>
        <message>
            <source>this hand {units}</source>
            <translation>dieses Spiel {units}</translation>
        </message>
        <message>
            <source>sits out; pays or is paid</source>
            <translation>setzt aus; zahlt oder wird bezahlt</translation>
        </message>
        <message>
            <source>counters {counters}</source>
            <translation>Augen {counters}</translation>
        </message>
        <message>
            <source>meld {meld}  ·  worth {units}</source>
            <translation>Meldung {meld}  ·  Wert {units}</translation>
        </message>
        <message>
            <source>worth {units}</source>
            <translation>Wert {units}</translation>
        </message>
        <message>
            <source>Calling a partner…</source>
            <translation>Partner wird gerufen…</translation>
        </message>
        <message>
            <source>Called {card}  ·  partner: {partner}</source>
            <translation>Gerufen: {card}  ·  Partner: {partner}</translation>
        </message>
        <message>
            <source>Called {card}  ·  you play alone</source>
            <translation>Gerufen: {card}  ·  du spielst allein</translation>
        </message>
        <message>
            <source>Called {card}  ·  {bidder} play alone</source>
            <comment>You</comment>
            <translation>Gerufen: {card}  ·  {bidder} allein</translation>
        </message>
        <message>
            <source>Called {card}  ·  {bidder} plays alone</source>
            <translation>Gerufen: {card}  ·  {bidder} spielt allein</translation>
        </message>
        <message>
            <source>Called {card}  ·  partner secret</source>
            <translation>Gerufen: {card}  ·  Partner geheim</translation>
        </message>
        <message>
            <source>no meld</source>
            <translation>keine Meldung</translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message>
            <source>It is the only thing the rules allow here.</source>
            <translation>Etwas anderes erlauben die Regeln hier nicht.</translation>
        </message>
        <message>
            <source>Simulated deals of this hand reach {limit} often enough (best meld {meld}, with {suit} as trump), so the bidding goes on.</source>
            <translation>Simulierte Verteilungen dieses Blatts erreichen {limit} oft genug (beste Meldung {meld}, mit {suit} als Trumpf), also wird weiter gereizt.</translation>
        </message>
        <message>
            <source>The next bid, {amount}, is more than simulated deals of this hand reach often enough: {limit} (best meld {meld}, with {suit} as trump).</source>
            <translation>Das nächste Gebot, {amount}, ist mehr, als simulierte Verteilungen dieses Blatts oft genug erreichen: {limit} (beste Meldung {meld}, mit {suit} als Trumpf).</translation>
        </message>
        <message>
            <source>Passing is not allowed here, so the least bid is made.</source>
            <translation>Passen ist hier nicht erlaubt, also wird das kleinste Gebot gemacht.</translation>
        </message>
        <message>
            <source>Willing to go to {limit} this hand, a limit guessed at the start of it.</source>
            <translation>Bereit, in diesem Spiel bis {limit} zu gehen, eine zu Beginn geschätzte Grenze.</translation>
        </message>
        <message>
            <source>With {suit} as trump, simulated deals of this hand reach {limit} often enough (meld {meld}): the most of the suits that may be named.</source>
            <translation>Mit {suit} als Trumpf erreichen simulierte Verteilungen dieses Blatts {limit} oft genug (Meldung {meld}): am meisten unter den Farben, die genannt werden dürfen.</translation>
        </message>
        <message>
            <source>The {suit} are the longest suit that may be named.</source>
            <translation>{suit} ist die längste Farbe, die genannt werden darf.</translation>
        </message>
        <message>
            <source>Simulated deals of this hand reach only {limit}, less than the least bid ({least}), so the hand is thrown in.</source>
            <translation>Simulierte Verteilungen dieses Blatts erreichen nur {limit}, weniger als das kleinste Gebot ({least}), also wird das Blatt zurückgegeben.</translation>
        </message>
        <message>
            <source>Simulated deals of this hand reach {limit}, enough to bid, so it is kept.</source>
            <translation>Simulierte Verteilungen dieses Blatts erreichen {limit}, genug zum Reizen, also wird es behalten.</translation>
        </message>
        <message>
            <source>The contract is made in {percent}% of simulated deals: worth turning up the widow.</source>
            <translation>Das Spiel wird in {percent} % der simulierten Verteilungen erfüllt: Es lohnt sich, den Stock aufzudecken.</translation>
        </message>
        <message>
            <source>The contract is made in only {percent}% of simulated deals: conceding unseen costs the least.</source>
            <translation>Das Spiel wird nur in {percent} % der simulierten Verteilungen erfüllt: Ungesehen abzugeben kostet am wenigsten.</translation>
        </message>
        <message>
            <source>Played out, the hand makes the contract in {percent}% of simulated deals.</source>
            <translation>Ausgespielt erfüllt das Blatt das Gebot in {percent} % der simulierten Verteilungen.</translation>
        </message>
        <message>
            <source>Played out, the hand makes the contract in only {percent}% of simulated deals: conceding saves the others' counters.</source>
            <translation>Ausgespielt erfüllt das Blatt das Gebot nur in {percent} % der simulierten Verteilungen: Abgeben erspart den anderen ihre Augen.</translation>
        </message>
        <message>
            <source>Played out, the hand takes every trick in {percent}% of simulated deals, worth more than playing it as usual.</source>
            <translation>Ausgespielt macht das Blatt in {percent} % der simulierten Verteilungen jeden Stich, das ist mehr wert als ein gewöhnliches Spiel.</translation>
        </message>
        <message>
            <source>The {suit} held add up to the most in counters ({points}).</source>
            <translation>Die gehaltenen {suit} bringen die meisten Augen ({points}).</translation>
        </message>
        <message>
            <source>This player always does so.</source>
            <translation>Dieser Computerspieler macht das immer so.</translation>
        </message>
        <message>
            <source>A card of trump not held in every copy, chosen at random.</source>
            <translation>Eine Trumpfkarte, von der nicht alle Exemplare auf der Hand sind, zufällig gewählt.</translation>
        </message>
        <message>
            <source>A meld chosen at random among those allowed now.</source>
            <translation>Eine Meldung, zufällig gewählt unter den jetzt erlaubten.</translation>
        </message>
        <message>
            <source>The highest trump, and no card still out can beat it.</source>
            <translation>Der höchste Trumpf, und keine Karte, die noch aussteht, kann ihn schlagen.</translation>
        </message>
        <message>
            <source>No trump is sure to win, so the highest card of a side suit leads.</source>
            <translation>Kein Trumpf gewinnt sicher, also wird die höchste Karte einer Nebenfarbe ausgespielt.</translation>
        </message>
        <message>
            <source>A sure winner: no higher card is out, and no one can trump it.</source>
            <translation>Ein sicherer Stich: Keine höhere Karte steht aus, und niemand kann ihn stechen.</translation>
        </message>
        <message>
            <source>No sure winner to lead, so the lowest card goes.</source>
            <translation>Kein sicherer Stich zum Ausspielen, also geht die niedrigste Karte.</translation>
        </message>
        <message>
            <source>It takes the trick: the highest card that wins, as others play after.</source>
            <translation>Sie macht den Stich: die höchste Karte, die gewinnt, weil andere noch nachspielen.</translation>
        </message>
        <message>
            <source>Playing last, the cheapest card that takes the trick.</source>
            <translation>Als Letzter die billigste Karte, die den Stich macht.</translation>
        </message>
        <message>
            <source>The partner's card cannot be beaten: let it win and add a counter.</source>
            <translation>Die Karte des Partners kann nicht geschlagen werden: Lass sie gewinnen und gib eine Zählkarte dazu.</translation>
        </message>
        <message>
            <source>The partner is winning the trick, so it gets a counter.</source>
            <translation>Der Partner gewinnt den Stich, also bekommt er eine Zählkarte.</translation>
        </message>
        <message>
            <source>The trick cannot be won, so the lowest card goes.</source>
            <translation>Der Stich ist nicht zu gewinnen, also geht die niedrigste Karte.</translation>
        </message>
        <message>
            <source>With {suit} as trump, simulated deals of this hand make {amount} in {percent}% of them: more than the {need}% a contract needs to win stakes on average.</source>
            <translation>Mit {suit} als Trumpf erreichen simulierte Verteilungen dieses Blatts {amount} in {percent} % der Fälle: mehr als die {need} %, die ein Spiel braucht, um im Schnitt Einheiten zu gewinnen.</translation>
        </message>
        <message>
            <source>Simulated deals of this hand make the next bid, {amount}, in only {percent}% of them (with {suit} as trump, its best): a contract needs more than {need}% to win stakes on average.</source>
            <translation>Simulierte Verteilungen dieses Blatts erreichen das nächste Gebot, {amount}, nur in {percent} % der Fälle (mit {suit} als Trumpf, der besten Farbe): Ein Spiel braucht mehr als {need} %, um im Schnitt Einheiten zu gewinnen.</translation>
        </message>
        <message>
            <source>Of the suits simulated, this trump is worth the most stakes at the contract.</source>
            <translation>Von den simulierten Farben bringt dieser Trumpf beim jetzigen Gebot die meisten Einheiten.</translation>
        </message>
        <message>
            <source>Looking at the widow is expected to cost less than throwing in unseen.</source>
            <translation>Den Dabb anzusehen kostet voraussichtlich weniger, als das Blatt ungesehen hinzuwerfen.</translation>
        </message>
        <message>
            <source>Throwing in unseen costs one payment: less than looking at the widow is expected to cost.</source>
            <translation>Das Blatt ungesehen hinzuwerfen kostet eine Zahlung: weniger, als den Dabb anzusehen voraussichtlich kostet.</translation>
        </message>
        <message>
            <source>The bidder's meld alone makes the contract: nothing can stop it.</source>
            <translation>Die Meldung des Spielers allein erreicht das Gebot: Das ist nicht zu verhindern.</translation>
        </message>
        <message>
            <source>The bidder's meld does not make the contract alone: the bidder may still be set.</source>
            <translation>Die Meldung des Spielers allein erreicht das Gebot nicht: Er kann noch abgehen.</translation>
        </message>
        <message>
            <source>The meld alone makes the bid, so it is collected without play.</source>
            <translation>Die Meldung allein erreicht das Gebot, also wird ohne Spiel kassiert.</translation>
        </message>
        <message>
            <source>The hand is made in only {percent}% of simulated deals: a single bete costs less than playing on.</source>
            <translation>Das Spiel wird nur in {percent} % der simulierten Verteilungen erfüllt: Einfach Bete kostet weniger als Weiterspielen.</translation>
        </message>
        <message>
            <source>The hand is made in {percent}% of simulated deals: playing on is worth more than a single bete.</source>
            <translation>Das Spiel wird in {percent} % der simulierten Verteilungen erfüllt: Weiterspielen ist mehr wert als einfach Bete.</translation>
        </message>
        <message numerus="yes">
            <source>%n ace(s)</source>
            <translation>
                <numerusform>%n Ass</numerusform>
                <numerusform>%n Asse</numerusform>
            </translation>
        </message>
        <message>
            <source>No bid is allowed here.</source>
            <translation>Hier ist kein Gebot erlaubt.</translation>
        </message>
        <message>
            <source>Over simulated deals, leaving the contract with the partner is worth about {leave} to the side, bidding {amount} over it about {hold}.</source>
            <translation>Über die simulierten Verteilungen bringt es der Partei etwa {leave}, das Spiel beim Partner zu lassen, und etwa {hold}, ihn mit {amount} zu überbieten.</translation>
        </message>
        <message>
            <source>The partner holds the bid, and no simulated deal valued bidding over it.</source>
            <translation>Der Partner hat das Gebot, und für ein Überbieten liefert keine simulierte Verteilung einen Wert.</translation>
        </message>
        <message>
            <source>Over simulated deals, holding the contract at {amount} is worth about {hold} to the side, letting the opponents have it about {defend}.</source>
            <translation>Über die simulierten Verteilungen bringt es der Partei etwa {hold}, das Spiel mit {amount} zu halten, und etwa {defend}, es den Gegnern zu überlassen.</translation>
        </message>
        <message>
            <source>Over simulated deals, letting the opponents have the contract is worth about {defend} to the side, holding it at {amount} only about {hold}.</source>
            <translation>Über die simulierten Verteilungen bringt es der Partei etwa {defend}, das Spiel den Gegnern zu überlassen, und nur etwa {hold}, es mit {amount} zu halten.</translation>
        </message>
        <message>
            <source>Holding the contract at {amount} wins the game in {hold}% of simulated deals, letting the opponents have it in {let}%.</source>
            <translation>Das Spiel mit {amount} zu halten gewinnt die Partie in {hold} % der simulierten Verteilungen, es den Gegnern zu überlassen in {let} %.</translation>
        </message>
        <message>
            <source>Letting the opponents have the contract wins the game in {let}% of simulated deals, holding it at {amount} in only {hold}%.</source>
            <translation>Das Spiel den Gegnern zu überlassen gewinnt die Partie in {let} % der simulierten Verteilungen, es mit {amount} zu halten nur in {hold} %.</translation>
        </message>
        <message>
            <source>With the widow in hand, the most meld and trump strength: {meld} in meld and {count}.</source>
            <translation>Mit dem Dabb auf der Hand die meiste Meldung und Trumpfstärke: {meld} an Meldung und {count}.</translation>
        </message>
        <message>
            <source>The game is won in {percent}% of {count} simulated deals with this trump at the contract: the most of the suits that may be named.</source>
            <translation>Mit diesem Trumpf wird die Partie beim jetzigen Gebot in {percent} % von {count} simulierten Verteilungen gewonnen: am meisten unter den Farben, die genannt werden dürfen.</translation>
        </message>
        <message>
            <source>Over {count} simulated deals the side expects about {value} with this trump at {contract}: the most of the suits that may be named.</source>
            <translation>Über {count} simulierte Verteilungen erwartet die Partei mit diesem Trumpf bei {contract} etwa {value}: am meisten unter den Farben, die genannt werden dürfen.</translation>
        </message>
        <message>
            <source>Played out, the hand takes every trick in {percent}% of {count} simulated deals.</source>
            <translation>Ausgespielt macht das Blatt in {percent} % von {count} simulierten Verteilungen jeden Stich.</translation>
        </message>
        <message>
            <source>Played out, the hand is worth about {mean} over {count} simulated deals; conceding ({cost}) is worth more.</source>
            <translation>Ausgespielt ist das Blatt im Schnitt über {count} simulierte Verteilungen etwa {mean} wert; Aufgeben ({cost}) ist mehr wert.</translation>
        </message>
        <message>
            <source>Played out, the hand is worth about {mean} over {count} simulated deals, more than conceding ({cost}).</source>
            <translation>Ausgespielt ist das Blatt im Schnitt über {count} simulierte Verteilungen etwa {mean} wert, mehr als Aufgeben ({cost}).</translation>
        </message>
        <message>
            <source>Played out, the hand is worth about {mean} over {count} simulated deals.</source>
            <translation>Ausgespielt ist das Blatt im Schnitt über {count} simulierte Verteilungen etwa {mean} wert.</translation>
        </message>
        <message>
            <source>Only {meld} in meld (the dix aside) and {aces}: too weak to keep.</source>
            <translation>Nur {meld} an Meldung (ohne den Dix) und {aces}: zu schwach zum Behalten.</translation>
        </message>
        <message>
            <source>{meld} in meld (the dix aside) and {aces}: worth keeping.</source>
            <translation>{meld} an Meldung (ohne den Dix) und {aces}: Das Blatt lohnt sich.</translation>
        </message>
        <message>
            <source>Turning up the widow is worth about {see} over {count} simulated deals, no worse than conceding unseen ({concede}).</source>
            <translation>Den Dabb aufzudecken ist im Schnitt über {count} simulierte Verteilungen etwa {see} wert, nicht schlechter als unbesehen aufzugeben ({concede}).</translation>
        </message>
        <message>
            <source>Turning up the widow is worth only about {see} over {count} simulated deals, less than conceding unseen ({concede}).</source>
            <translation>Den Dabb aufzudecken ist im Schnitt über {count} simulierte Verteilungen nur etwa {see} wert, weniger als unbesehen aufzugeben ({concede}).</translation>
        </message>
        <message>
            <source>It weighed every set of cards it could pass: the meld it keeps ({after}) counts most, then the trumps and aces the bidder gets: {trumps} and {aces} here.</source>
            <translation>Er hat jede Kartenkombination abgewogen, die er schieben konnte: Am meisten zählt die Meldung, die ihm bleibt ({after}), dann die Trümpfe und Asse, die der Spieler bekommt: hier {trumps} und {aces}.</translation>
        </message>
        <message>
            <source>It weighed every set of cards it could pass back: the meld it keeps ({after}) counts most, then keeping its trumps and aces, voids to trump in ({voids} here), and not handing the partner's own cards straight back.</source>
            <translation>Er hat jede Kartenkombination abgewogen, die er zurückschieben konnte: Am meisten zählt die Meldung, die ihm bleibt ({after}), dann das Behalten seiner Trümpfe und Asse, freie Farben zum Stechen (hier {voids}) und dass er dem Partner nicht dessen eigene Karten gleich zurückgibt.</translation>
        </message>
        <message>
            <source>It weighed every set of cards it could bury: the meld it keeps ({after}) counts most, then the counters buried, which count for the bidder ({counters} here), keeping trumps and aces, and voids to trump in ({voids} here).</source>
            <translation>Er hat jede Kartenkombination abgewogen, die er drücken konnte: Am meisten zählt die Meldung, die ihm bleibt ({after}), dann die Augen in den gedrückten Karten, die für den Spieler zählen (hier {counters}), das Behalten von Trümpfen und Assen und freie Farben zum Stechen (hier {voids}).</translation>
        </message>
        <message>
            <source>Its rule for the kitty: it keeps the strongest card by rank and counters (the {mine}); the partners get the next strongest and the opponents the weakest.</source>
            <translation>Seine Regel für den Dabb: Er behält die nach Rang und Augen stärkste Karte ({mine}); die Partner bekommen die nächststärksten, die Gegner die schwächsten.</translation>
        </message>
        <message numerus="yes">
            <source>%n void(s)</source>
            <translation>
                <numerusform>%n freie Farbe</numerusform>
                <numerusform>%n freie Farben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n side-suit ace(s)</source>
            <translation>
                <numerusform>%n Ass einer Nebenfarbe</numerusform>
                <numerusform>%n Asse in Nebenfarben</numerusform>
            </translation>
        </message>
        <message>
            <source>The best meld ({meld}), a fair share of the tricks ({share}) and a random {allowance} reach {amount}.</source>
            <translation>Die beste Meldung ({meld}), ein fairer Anteil an den Stichen ({share}) und ein zufälliger Zuschlag von {allowance} erreichen {amount}.</translation>
        </message>
        <message>
            <source>The best meld ({meld}), a fair share of the tricks ({share}) and a random {allowance} fall short of {amount}.</source>
            <translation>Die beste Meldung ({meld}), ein fairer Anteil an den Stichen ({share}) und ein zufälliger Zuschlag von {allowance} bleiben unter {amount}.</translation>
        </message>
        <message>
            <source>The most meld of the suits that may be named: {meld}.</source>
            <translation>Die meiste Meldung unter den Farben, die genannt werden dürfen: {meld}.</translation>
        </message>
        <message>
            <source>{action}. {why}</source>
            <translation>{action}. {why}</translation>
        </message>
        <message>
            <source>Passes</source>
            <translation>Passt</translation>
        </message>
        <message>
            <source>Throws the hand in</source>
            <translation>Wirft das Blatt hin</translation>
        </message>
        <message>
            <source>Keeps the hand</source>
            <translation>Behält das Blatt</translation>
        </message>
        <message>
            <source>Rejects the drawn card</source>
            <translation>Lehnt die gezogene Karte ab</translation>
        </message>
        <message>
            <source>Concedes the hand</source>
            <translation>Gibt das Spiel auf</translation>
        </message>
        <message>
            <source>Concedes without turning up the widow</source>
            <translation>Gibt auf, ohne den Dabb aufzudecken</translation>
        </message>
        <message>
            <source>Turns up the widow</source>
            <translation>Deckt den Dabb auf</translation>
        </message>
        <message>
            <source>Plays the hand out</source>
            <translation>Spielt das Spiel durch</translation>
        </message>
        <message>
            <source>Shoots the moon</source>
            <translation>Sagt den Durchmarsch an</translation>
        </message>
        <message>
            <source>Claims the contract</source>
            <translation>Sagt das Spiel an</translation>
        </message>
        <message>
            <source>Takes the burial back</source>
            <translation>Nimmt die gedrückten Karten zurück</translation>
        </message>
        <message>
            <source>Concedes the contract to the bidder</source>
            <translation>Überlässt dem Spieler das Spiel</translation>
        </message>
        <message>
            <source>Goes on</source>
            <translation>Macht weiter</translation>
        </message>
        <message>
            <source>Lays no meld</source>
            <translation>Meldet nichts</translation>
        </message>
        <message>
            <source>Exchanges the dix for the turned-up trump</source>
            <translation>Tauscht den Dix gegen den aufgedeckten Trumpf</translation>
        </message>
        <message>
            <source>Shows the dix</source>
            <translation>Zeigt den Dix vor</translation>
        </message>
        <message>
            <source>Keeps the dix in hand</source>
            <translation>Behält den Dix auf der Hand</translation>
        </message>
        <message>
            <source>Bids {amount}</source>
            <translation>Reizt {amount}</translation>
        </message>
        <message>
            <source>Names {suit} as trump</source>
            <translation>Bestimmt {suit} als Trumpf</translation>
        </message>
        <message>
            <source>Plays {cards}</source>
            <translation>Spielt {cards}</translation>
        </message>
        <message>
            <source>Passes {cards}</source>
            <translation>Schiebt {cards}</translation>
        </message>
        <message>
            <source>Buries {cards}</source>
            <translation>Drückt {cards}</translation>
        </message>
        <message>
            <source>Hands out the kitty: {cards}</source>
            <translation>Verteilt den Dabb: {cards}</translation>
        </message>
        <message>
            <source>Melds {cards}</source>
            <translation>Meldet {cards}</translation>
        </message>
        <message>
            <source>Takes {cards}</source>
            <translation>Nimmt {cards}</translation>
        </message>
        <message>
            <source>Calls {cards}</source>
            <translation>Ruft {cards}</translation>
        </message>
        <message>
            <source>Keeps the drawn card</source>
            <translation>Behält die gezogene Karte</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{suit}-{rank}</translation>
        </message>
        <message>
            <source>{items} and {item}</source>
            <translation>{items} und {item}</translation>
        </message>
        <message>
            <source>{count} {ranks}</source>
            <translation>{count} {ranks}</translation>
        </message>
        <message>
            <source>two</source>
            <translation>zwei</translation>
        </message>
        <message>
            <source>three</source>
            <translation>drei</translation>
        </message>
        <message>
            <source>four</source>
            <translation>vier</translation>
        </message>
        <message>
            <source>queens</source>
            <translation>Damen</translation>
        </message>
        <message>
            <source>kings</source>
            <translation>Könige</translation>
        </message>
        <message>
            <source>tens</source>
            <translation>Zehnen</translation>
        </message>
        <message>
            <source>the {ranks} of trump</source>
            <translation>{ranks} im Trumpf</translation>
        </message>
        <message>
            <source>the {ranks} of {suit}</source>
            <translation>{suit}-{ranks}</translation>
        </message>
        <message>
            <source>Chosen at random among the {count} legal choices.</source>
            <translation>Zufällig gewählt unter den {count} erlaubten Möglichkeiten.</translation>
        </message>
        <message>
            <source>Its list for passing to the bidder: no card of its meld ({meld}) while other cards are left, then {steps}.</source>
            <translation>Seine Liste fürs Schieben an den Spieler: keine Karte seiner Meldung ({meld}), solange andere Karten übrig sind, dann {steps}.</translation>
        </message>
        <message>
            <source>Its list for passing to the bidder: {steps}.</source>
            <translation>Seine Liste fürs Schieben an den Spieler: {steps}.</translation>
        </message>
        <message>
            <source>Its list for passing back to the partner: no card of its meld ({meld}) while other cards are left, then {steps}.</source>
            <translation>Seine Liste fürs Zurückschieben an den Partner: keine Karte seiner Meldung ({meld}), solange andere Karten übrig sind, dann {steps}.</translation>
        </message>
        <message>
            <source>Its list for passing back to the partner: {steps}.</source>
            <translation>Seine Liste fürs Zurückschieben an den Partner: {steps}.</translation>
        </message>
        <message>
            <source>Its rule for burying: {steps}; never a trump or an ace while other cards may go.</source>
            <translation>Seine Regel fürs Drücken: {steps}; nie ein Trumpf oder ein Ass, solange andere Karten gedrückt werden dürfen.</translation>
        </message>
        <message>
            <source>Its rule for burying: {steps}; a trump or an ace only because too few other cards may go.</source>
            <translation>Seine Regel fürs Drücken: {steps}; ein Trumpf oder ein Ass nur, weil zu wenige andere Karten gedrückt werden dürfen.</translation>
        </message>
        <message>
            <source>Its rule for burying: never a trump or an ace while other cards may go, and here too few other cards may go.</source>
            <translation>Seine Regel fürs Drücken: nie ein Trumpf oder ein Ass, solange andere Karten gedrückt werden dürfen, und hier dürfen zu wenige andere Karten gedrückt werden.</translation>
        </message>
        <message>
            <source>the meld cards whose loss costs the meld least ({meld} down to {after})</source>
            <translation>die Meldungskarten, deren Verlust die Meldung am wenigsten kostet ({meld} auf {after})</translation>
        </message>
        <message>
            <source>counters likely lost in play (no ace of their suit in hand)</source>
            <translation>Zählkarten, die im Spiel wahrscheinlich verloren gehen (kein Ass ihrer Farbe auf der Hand)</translation>
        </message>
        <message>
            <source>all of its {suits} for a void</source>
            <translation>alle seine Karten in {suits}, um darin frei zu werden</translation>
        </message>
        <message>
            <source>cards of the shortest side suits</source>
            <translation>Karten der kürzesten Nebenfarben</translation>
        </message>
        <message>
            <source>{rule} The {counters} in counters buried count for the bidder.</source>
            <translation>{rule} Die {counters} Augen in den gedrückten Karten zählen für den Spieler.</translation>
        </message>
        <message>
            <source>{items}, then {item}</source>
            <translation>{items}, dann {item}</translation>
        </message>
        <message>
            <source>Its rule for the kitty: it keeps the card that adds most to its meld and strength (the {mine}); the partners get the next best cards and the opponents the least.</source>
            <translation>Seine Regel für den Dabb: Er behält die Karte, die seiner Meldung und Stärke am meisten bringt ({mine}); die Partner bekommen die nächstbesten Karten, die Gegner die schwächsten.</translation>
        </message>
        <message numerus="yes">
            <source>%n trump(s)</source>
            <translation>
                <numerusform>%n Trumpf</numerusform>
                <numerusform>%n Trümpfe</numerusform>
            </translation>
        </message>
        <message>
            <source>The highest trump not held in every copy: whoever holds it is the strongest partner to have.</source>
            <translation>Der höchste Trumpf, von dem nicht alle Exemplare auf der Hand sind: Wer ihn hat, ist der stärkste Partner.</translation>
        </message>
        <message>
            <source>The {card} adds more to the hand (counters, meld, length) than an unseen card would on average.</source>
            <translation>Die gezogene Karte ({card}) bringt dem Blatt mehr (Zählkarten, Meldung, Länge), als eine ungesehene Karte im Schnitt bringen würde.</translation>
        </message>
        <message>
            <source>An unseen card would on average add more to the hand than the {card}.</source>
            <translation>Eine ungesehene Karte würde dem Blatt im Schnitt mehr bringen als die gezogene ({card}).</translation>
        </message>
        <message>
            <source>The card cheapest to lose: no counters and nothing for a meld to come.</source>
            <translation>Die Karte, die am billigsten zu verlieren ist: keine Zählkarte und nichts für eine kommende Meldung.</translation>
        </message>
        <message>
            <source>It takes the trick ({counters} in counters) for the least it costs the hand, and the winner melds and draws first.</source>
            <translation>Sie macht den Stich ({counters} Augen) mit dem geringsten Verlust für das Blatt, und wer den Stich macht, meldet und zieht zuerst.</translation>
        </message>
        <message>
            <source>The trick is not worth what taking it costs: the cheapest card goes.</source>
            <translation>Der Stich ist nicht wert, was er kostet: Die billigste Karte geht.</translation>
        </message>
        <message>
            <source>The meld worth most now: {points}.</source>
            <translation>Die Meldung, die jetzt am meisten zählt: {points}.</translation>
        </message>
        <message>
            <source>No meld may be laid now.</source>
            <translation>Jetzt darf keine Meldung ausgelegt werden.</translation>
        </message>
        <message>
            <source>The dix scores 10 now.</source>
            <translation>Der Dix zählt jetzt 10.</translation>
        </message>
        <message>
            <source>The stronger of the last two cards for the play to the end: trump first, then rank.</source>
            <translation>Die stärkere der letzten beiden Karten für das Spiel bis zum Ende: zuerst Trumpf, dann Rang.</translation>
        </message>
        <message>
            <source>Best of {cards} cards tried over {deals}, about {margin} points better than the next ({next}).</source>
            <translation>Die beste von {cards} Karten, ausprobiert in {deals}, etwa {margin} Punkte besser als die nächste ({next}).</translation>
        </message>
        <message>
            <source>Best of {cards} cards tried over {deals}, level with the next ({next}) within a point.</source>
            <translation>Die beste von {cards} Karten, ausprobiert in {deals}, bis auf einen Punkt gleichauf mit der nächsten ({next}).</translation>
        </message>
        <message>
            <source>Best of {cards} cards tried over {deals}, about {margin} points better than the next ({next}), and ahead of the playout policy's choice again on a second {second}.</source>
            <translation>Die beste von {cards} Karten, ausprobiert in {deals}, etwa {margin} Punkte besser als die nächste ({next}) und auch in einer zweiten Stichprobe von {second} vor der Wahl der Probespiel-Strategie.</translation>
        </message>
        <message>
            <source>Of {cards} cards tried over {deals}, the playout policy's own choice; the {better} scored about {margin} points more, too little to trust over the noise.</source>
            <translation>Von {cards} Karten, ausprobiert in {deals}, die eigene Wahl der Probespiel-Strategie; mit {better} kamen etwa {margin} Punkte mehr heraus, zu wenig, um es sicher vom Zufall zu unterscheiden.</translation>
        </message>
        <message>
            <source>Of {cards} cards tried over {deals}, level within a point with the best of the others ({next}).</source>
            <translation>Von {cards} Karten, ausprobiert in {deals}, bis auf einen Punkt gleichauf mit der besten der anderen ({next}).</translation>
        </message>
        <message>
            <source>Of {cards} cards tried over {deals}, the {better} scored about {margin} points more, but on too few deals that came out differently to trust; this card is ahead on enough of them.</source>
            <translation>Von {cards} Karten, ausprobiert in {deals}: Mit {better} kamen etwa {margin} Punkte mehr heraus, aber in zu wenigen Verteilungen mit abweichendem Ergebnis, um dem zu trauen; diese Karte liegt in genug davon vorn.</translation>
        </message>
        <message>
            <source>Solved exactly, every unseen card placed: best of {cards} cards, {margin} points better than the next ({next}).</source>
            <translation>Exakt gelöst, jede ungesehene Karte zugeordnet: die beste von {cards} Karten, {margin} Punkte besser als die nächste ({next}).</translation>
        </message>
        <message>
            <source>Solved exactly, every unseen card placed: best of {cards} cards, level with the next ({next}).</source>
            <translation>Exakt gelöst, jede ungesehene Karte zugeordnet: die beste von {cards} Karten, gleichauf mit der nächsten ({next}).</translation>
        </message>
        <message numerus="yes">
            <source>%n sampled deal(s)</source>
            <translation>
                <numerusform>%n Verteilung</numerusform>
                <numerusform>%n Verteilungen</numerusform>
            </translation>
        </message>
        <message>
            <source>the highest trumps</source>
            <translation>die höchsten Trümpfe</translation>
        </message>
        <message>
            <source>the highest cards of the side suits</source>
            <translation>die höchsten Karten der Nebenfarben</translation>
        </message>
        <message>
            <source>the highest trumps but the nines</source>
            <translation>die höchsten Trümpfe außer den Neunen</translation>
        </message>
        <message>
            <source>aces</source>
            <translation>Asse</translation>
        </message>
        <message>
            <source>nines of trump</source>
            <translation>Trumpf-Neunen</translation>
        </message>
        <message>
            <source>the queen of spades or the jack of diamonds</source>
            <translation>die Pik-Dame oder der Karo-Bube</translation>
        </message>
        <message>
            <source>jacks</source>
            <translation>Buben</translation>
        </message>
        <message>
            <source>nines</source>
            <translation>Neunen</translation>
        </message>
        <message>
            <source>the highest of the other cards</source>
            <translation>die höchsten der übrigen Karten</translation>
        </message>
        <message>
            <source>kings of the side suits</source>
            <translation>Könige der Nebenfarben</translation>
        </message>
        <message>
            <source>queens of the side suits</source>
            <translation>Damen der Nebenfarben</translation>
        </message>
        <message>
            <source>the jack of diamonds</source>
            <translation>der Karo-Bube</translation>
        </message>
        <message>
            <source>the lowest cards of the side suits</source>
            <translation>die niedrigsten Karten der Nebenfarben</translation>
        </message>
        <message>
            <source>the lowest trumps</source>
            <translation>die niedrigsten Trümpfe</translation>
        </message>
        <message>
            <source>a whole short side suit without an ace, for a void</source>
            <translation>eine ganze kurze Nebenfarbe ohne Ass, um darin frei zu werden</translation>
        </message>
    </context>
    <context>
        <name>Recorder</name>
        <message>
            <source>The game could not be saved automatically ({problem}).</source>
            <translation>Die Partie konnte nicht automatisch gespeichert werden ({problem}).</translation>
        </message>
        <message>
            <source>The last game's autosave could not be removed ({problem}).</source>
            <translation>Die automatische Sicherung der letzten Partie konnte nicht entfernt werden ({problem}).</translation>
        </message>
        <message>
            <source>This hand could not be added to your history ({problem}).</source>
            <translation>Dieses Spiel konnte nicht in deinen Spielverlauf aufgenommen werden ({problem}).</translation>
        </message>
        <message>
            <source>Game not saved</source>
            <translation>Partie nicht gespeichert</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source>That meld is not allowed: the dix is declared before the meld, on its own.</source>
            <translation>Diese Meldung ist nicht erlaubt: Der Dix wird vor der Meldung angesagt, und zwar für sich allein.</translation>
        </message>
        <message>
            <source>That meld is not allowed: name the cards of the meld.</source>
            <translation>Diese Meldung ist nicht erlaubt: Nenne die Karten der Meldung.</translation>
        </message>
        <message>
            <source>That meld is not allowed: {cards} is not one meld (a run, a marriage, an around or a pinochle; only one meld scores per turn).</source>
            <translation>Diese Meldung ist nicht erlaubt: {cards} ist keine einzelne Meldung (eine Familie, ein Paar, vier Gleiche oder ein Binokel; pro Zug zählt nur eine Meldung).</translation>
        </message>
        <message>
            <source>That meld is not allowed: you do not hold {card}.</source>
            <translation>Diese Meldung ist nicht erlaubt: Du hast {card} nicht auf der Hand.</translation>
        </message>
        <message>
            <source>That meld is not allowed: the {card} on the table is already in {meld}, and a card may not join an equal or lesser meld of the same class.</source>
            <translation>Diese Meldung ist nicht erlaubt: {card} auf dem Tisch gehört schon zu {meld}, und eine Karte darf nicht in eine gleichwertige oder geringere Meldung derselben Art aufgenommen werden.</translation>
        </message>
        <message>
            <source>That meld is not allowed: a new meld must take at least one card from your hand.</source>
            <translation>Diese Meldung ist nicht erlaubt: Eine neue Meldung muss mindestens eine Karte aus deiner Hand enthalten.</translation>
        </message>
        <message>
            <source>That card may not be played now.</source>
            <translation>Diese Karte darf jetzt nicht gespielt werden.</translation>
        </message>
        <message>
            <source>{card} is not in your hand.</source>
            <translation>{card} ist nicht in deinem Blatt.</translation>
        </message>
        <message>
            <source>The first lead must be trump: play a {suit}.</source>
            <translation>Das erste Ausspiel muss Trumpf sein: Spiele eine {suit}-Karte.</translation>
        </message>
        <message>
            <source>You must beat the best {suit} so far: play a higher {suit}.</source>
            <translation>Du musst die bisher höchste {suit}-Karte schlagen: Spiele eine höhere {suit}-Karte.</translation>
        </message>
        <message>
            <source>You must follow suit: play a {suit}.</source>
            <translation>Du musst Farbe bedienen: Spiele eine {suit}-Karte.</translation>
        </message>
        <message>
            <source>You must over-trump: play a higher {suit}.</source>
            <translation>Du musst übertrumpfen: Spiele eine höhere {suit}-Karte.</translation>
        </message>
        <message>
            <source>You have no {led}: you must trump with a {trump}.</source>
            <translation>Du hast kein {led}: Du musst mit einer {trump}-Karte stechen.</translation>
        </message>
        <message>
            <source>You hold no marriage, so you may not bid (trump needs a marriage).</source>
            <translation>Du hast kein Paar, also darfst du nicht reizen (Trumpf braucht ein Paar).</translation>
        </message>
        <message>
            <source>Bid {amount} or more, in steps the table allows.</source>
            <translation>Biete {amount} oder mehr, in den Schritten, die am Tisch gelten.</translation>
        </message>
        <message>
            <source>The first bid is always {amount}.</source>
            <translation>Das erste Gebot ist immer {amount}.</translation>
        </message>
        <message>
            <source>You cannot bid now.</source>
            <translation>Du kannst jetzt nicht reizen.</translation>
        </message>
        <message>
            <source>You must open the bidding (at least {amount}).</source>
            <translation>Du musst das Reizen eröffnen (mindestens {amount}).</translation>
        </message>
        <message>
            <source>You hold meld, so you may not pass before someone has bid.</source>
            <translation>Du hast eine Meldung auf der Hand, also darfst du nicht passen, bevor jemand geboten hat.</translation>
        </message>
        <message>
            <source>{card} is not in your hand or on the table.</source>
            <translation>{card} ist weder in deinem Blatt noch auf dem Tisch.</translation>
        </message>
        <message>
            <source>The hand is over: continue to the next hand.</source>
            <translation>Das Spiel ist vorbei: Weiter zum nächsten Spiel.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Die Partie ist vorbei.</translation>
        </message>
        <message>
            <source>The turned-up card is already a nine of trump: show your dix instead.</source>
            <translation>Die aufgedeckte Karte ist schon eine Trumpf-Neun: Zeige stattdessen deinen Dix vor.</translation>
        </message>
        <message>
            <source>Only the first dix of the hand may be exchanged: show this one instead.</source>
            <translation>Nur der erste Dix des Spiels darf getauscht werden: Zeige diesen stattdessen vor.</translation>
        </message>
        <message>
            <source>A dix may be declared only by the winner of a trick while the stock lasts.</source>
            <translation>Einen Dix darf nur ansagen, wer einen Stich gewonnen hat, solange der Talon reicht.</translation>
        </message>
        <message>
            <source>Meld only after winning a trick while the stock lasts.</source>
            <translation>Melde nur, nachdem du einen Stich gewonnen hast, solange der Talon reicht.</translation>
        </message>
        <message>
            <source>Take the last card of the stock or the turned-up card.</source>
            <translation>Nimm die letzte Karte des Talons oder die aufgedeckte Karte.</translation>
        </message>
        <message>
            <source>Cards are drawn from the stock automatically.</source>
            <translation>Karten werden automatisch vom Talon gezogen.</translation>
        </message>
        <message>
            <source>Play a card to the trick.</source>
            <translation>Spiele eine Karte zum Stich.</translation>
        </message>
        <message>
            <source>You won the trick: lay one meld, or choose not to meld.</source>
            <translation>Du hast den Stich gewonnen: Lege eine Meldung aus oder verzichte aufs Melden.</translation>
        </message>
        <message>
            <source>You hold the dix: exchange it, show it, or keep it hidden.</source>
            <translation>Du hast den Dix: Tausche ihn, zeige ihn vor oder behalte ihn verdeckt.</translation>
        </message>
        <message>
            <source>Choose which of the last two cards to take.</source>
            <translation>Wähle, welche der letzten beiden Karten du nimmst.</translation>
        </message>
        <message>
            <source>'{action}' is not allowed now ({phase} phase).</source>
            <translation>„{action}“ ist jetzt nicht erlaubt (Phase: {phase}).</translation>
        </message>
        <message>
            <source>You may throw this hand in for its nines: choose to throw it in or keep it.</source>
            <translation>Du darfst dieses Blatt wegen seiner Neunen hinwerfen: Wirf es hin oder behalte es.</translation>
        </message>
        <message>
            <source>It is the auction: bid or pass.</source>
            <translation>Es wird gereizt: Reize oder passe.</translation>
        </message>
        <message>
            <source>Choose to see the widow or to concede without seeing it.</source>
            <translation>Wähle, ob du den Dabb ansiehst oder aufgibst, ohne ihn anzusehen.</translation>
        </message>
        <message>
            <source>Give one kitty card to each player first.</source>
            <translation>Gib zuerst jedem Spieler eine Karte aus dem Dabb.</translation>
        </message>
        <message>
            <source>Name trump first.</source>
            <translation>Bestimme zuerst Trumpf.</translation>
        </message>
        <message>
            <source>Call the card that picks your partner first.</source>
            <translation>Rufe zuerst die Karte, die deinen Partner bestimmt.</translation>
        </message>
        <message>
            <source>Choose the cards to pass first.</source>
            <translation>Wähle zuerst die Karten zum Schieben.</translation>
        </message>
        <message>
            <source>Choose the cards to bury first.</source>
            <translation>Wähle zuerst die Karten zum Drücken.</translation>
        </message>
        <message>
            <source>Decide first whether to play the hand.</source>
            <translation>Entscheide zuerst, ob du das Spiel spielst.</translation>
        </message>
        <message>
            <source>Play a card.</source>
            <translation>Spiele eine Karte.</translation>
        </message>
        <message>
            <source>Lay a meld now, or choose not to meld.</source>
            <translation>Lege jetzt eine Meldung aus oder verzichte aufs Melden.</translation>
        </message>
        <message>
            <source>Exchange or show the nine of trump, or go on without it.</source>
            <translation>Tausche die Trumpf-Neun oder zeige sie vor, oder spiele ohne sie weiter.</translation>
        </message>
        <message>
            <source>Take one of the two cards left.</source>
            <translation>Nimm eine der beiden übrigen Karten.</translation>
        </message>
        <message>
            <source>The hand is over: continue to the next deal.</source>
            <translation>Das Spiel ist vorbei: Weiter zum nächsten Spiel.</translation>
        </message>
        <message>
            <source>pass</source>
            <comment>to pass in the auction</comment>
            <translation>passen</translation>
        </message>
        <message>
            <source>throw the hand in</source>
            <translation>das Blatt hinwerfen</translation>
        </message>
        <message>
            <source>keep the hand</source>
            <translation>das Blatt behalten</translation>
        </message>
        <message>
            <source>concede</source>
            <translation>aufgeben</translation>
        </message>
        <message>
            <source>concede without seeing the widow</source>
            <translation>aufgeben, ohne den Dabb anzusehen</translation>
        </message>
        <message>
            <source>see the widow</source>
            <translation>den Dabb ansehen</translation>
        </message>
        <message>
            <source>play the hand</source>
            <translation>das Spiel spielen</translation>
        </message>
        <message>
            <source>shoot the moon</source>
            <translation>Durchmarsch ansagen</translation>
        </message>
        <message>
            <source>continue</source>
            <translation>weitermachen</translation>
        </message>
        <message>
            <source>not meld</source>
            <translation>nicht melden</translation>
        </message>
        <message>
            <source>exchange the dix</source>
            <translation>den Dix tauschen</translation>
        </message>
        <message>
            <source>show the dix</source>
            <translation>den Dix vorzeigen</translation>
        </message>
        <message>
            <source>go on without the dix</source>
            <translation>ohne den Dix weiterspielen</translation>
        </message>
        <message>
            <source>bid</source>
            <translation>reizen</translation>
        </message>
        <message>
            <source>name trump</source>
            <translation>Trumpf bestimmen</translation>
        </message>
        <message>
            <source>play a card</source>
            <translation>eine Karte spielen</translation>
        </message>
        <message>
            <source>pass cards</source>
            <translation>Karten schieben</translation>
        </message>
        <message>
            <source>bury cards</source>
            <translation>Karten drücken</translation>
        </message>
        <message>
            <source>give the kitty</source>
            <translation>den Dabb verteilen</translation>
        </message>
        <message>
            <source>lay a meld</source>
            <translation>eine Meldung auslegen</translation>
        </message>
        <message>
            <source>take a card</source>
            <translation>eine Karte nehmen</translation>
        </message>
        <message>
            <source>call a card</source>
            <translation>eine Karte rufen</translation>
        </message>
        <message>
            <source>pass</source>
            <comment>to pass cards to a partner</comment>
            <translation>Schieben</translation>
        </message>
        <message>
            <source>bury</source>
            <translation>Drücken</translation>
        </message>
        <message>
            <source>give from the kitty</source>
            <translation>Verteilen aus dem Dabb</translation>
        </message>
        <message>
            <source>meld</source>
            <translation>Melden</translation>
        </message>
        <message>
            <source>take</source>
            <translation>Nehmen</translation>
        </message>
        <message>
            <source>call</source>
            <translation>Rufen</translation>
        </message>
        <message>
            <source>play</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <source>Nobody is to act now.</source>
            <translation>Gerade ist niemand am Zug.</translation>
        </message>
        <message>
            <source>Not now.</source>
            <translation>Nicht jetzt.</translation>
        </message>
        <message>
            <source>{waiting} (You may {choices}.)</source>
            <translation>{waiting} (Du kannst: {choices}.)</translation>
        </message>
        <message>
            <source>You may name only {suits} as trump now.</source>
            <translation>Als Trumpf kannst du jetzt nur {suits} bestimmen.</translation>
        </message>
        <message>
            <source>'{action}' is not allowed now.</source>
            <translation>„{action}“ ist jetzt nicht erlaubt.</translation>
        </message>
        <message numerus="yes">
            <source>Choose exactly %n card(s) to {verb}.</source>
            <translation>
                <numerusform>Wähle genau %n Karte zum {verb}.</numerusform>
                <numerusform>Wähle genau %n Karten zum {verb}.</numerusform>
            </translation>
        </message>
        <message>
            <source>You do not hold that many copies of {card}.</source>
            <translation>So viele Exemplare von {card} hast du nicht.</translation>
        </message>
        <message>
            <source>You do not hold {card}.</source>
            <translation>Du hast {card} nicht.</translation>
        </message>
        <message>
            <source>{card} cannot be called: call one of {cards}.</source>
            <translation>{card} kann nicht gerufen werden; rufe eine dieser Karten: {cards}.</translation>
        </message>
        <message>
            <source>{card} may not be chosen to {verb} under these rules.</source>
            <translation>{card} darf nach diesen Regeln nicht zum {verb} gewählt werden.</translation>
        </message>
        <message>
            <source>Those cards may not be chosen to {verb} together under these rules.</source>
            <translation>Diese Karten dürfen nach diesen Regeln nicht zusammen zum {verb} gewählt werden.</translation>
        </message>
        <message>
            <source>no suit</source>
            <translation>keine Farbe</translation>
        </message>
    </context>
    <context>
        <name>ResumePrompt</name>
        <message>
            <source>January</source>
            <translation>Januar</translation>
        </message>
        <message>
            <source>February</source>
            <translation>Februar</translation>
        </message>
        <message>
            <source>March</source>
            <translation>März</translation>
        </message>
        <message>
            <source>April</source>
            <translation>April</translation>
        </message>
        <message>
            <source>May</source>
            <translation>Mai</translation>
        </message>
        <message>
            <source>June</source>
            <translation>Juni</translation>
        </message>
        <message>
            <source>July</source>
            <translation>Juli</translation>
        </message>
        <message>
            <source>August</source>
            <translation>August</translation>
        </message>
        <message>
            <source>September</source>
            <translation>September</translation>
        </message>
        <message>
            <source>October</source>
            <translation>Oktober</translation>
        </message>
        <message>
            <source>November</source>
            <translation>November</translation>
        </message>
        <message>
            <source>December</source>
            <translation>Dezember</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Platz {number}</translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>heute um {time}</translation>
        </message>
        <message>
            <source>on {day} {month} {year} at {time}</source>
            <translation>am {day}. {month} {year} um {time}</translation>
        </message>
        <message>
            <source>{variant}, hand {hand}. Score: {scores} (playing to {target}).</source>
            <translation>{variant}, Spiel {hand}. Stand: {scores} (gespielt wird bis {target}).</translation>
        </message>
        <message>
            <source>It was saved {when}.</source>
            <translation>Sie wurde {when} gespeichert.</translation>
        </message>
        <message>
            <source>Unfinished game</source>
            <translation>Unvollendete Partie</translation>
        </message>
        <message>
            <source>Your last game could not be restored.</source>
            <translation>Deine letzte Partie konnte nicht wiederhergestellt werden.</translation>
        </message>
        <message>
            <source>Resume your unfinished game?</source>
            <translation>Deine unvollendete Partie fortsetzen?</translation>
        </message>
        <message>
            <source>&amp;Resume</source>
            <translation>&amp;Fortsetzen</translation>
        </message>
        <message>
            <source>&amp;Discard it</source>
            <translation>&amp;Verwerfen</translation>
        </message>
        <message>
            <source>&amp;Discard</source>
            <translation>&amp;Verwerfen</translation>
        </message>
        <message>
            <source>Forget the unfinished game and start afresh.</source>
            <translation>Die unvollendete Partie vergessen und neu anfangen.</translation>
        </message>
        <message>
            <source>&amp;Keep the file</source>
            <translation>Datei &amp;behalten</translation>
        </message>
        <message>
            <source>{problem} You can discard it, or keep the file to look at later (a new game will replace it).</source>
            <translation>{problem} Du kannst sie verwerfen oder die Datei behalten, um sie dir später anzusehen (eine neue Partie ersetzt sie).</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>The contract: points the hand could make.</source>
            <translation>Das Spiel: die Punkte, die das Blatt erreichen könnte.</translation>
        </message>
        <message>
            <source>&amp;Analyse my play</source>
            <translation>Mein Spiel &amp;analysieren</translation>
        </message>
        <message>
            <source>For every bid, trump, pass, bury and card of yours, ask the Expert what it would have done and what the difference cost, by simulating the unseen cards.</source>
            <translation>Frag den Experten bei jedem deiner Gebote, bei Trumpf, Schieben, Drücken und jeder Karte, was er getan hätte und was der Unterschied gekostet hat, indem er die unbekannten Karten simuliert.</translation>
        </message>
        <message>
            <source>Analysis of your decisions</source>
            <translation>Analyse deiner Entscheidungen</translation>
        </message>
        <message>
            <source>How many points the bidder's side made in each simulated deal, with the contract marked. Red bars fell short.</source>
            <translation>Wie viele Punkte die Partei des Spielers in jeder simulierten Verteilung erreicht hat, mit markiertem Gebot. Rote Balken blieben darunter.</translation>
        </message>
        <message>
            <source>Simulated points of the contract</source>
            <translation>Simulierte Punkte des Spiels</translation>
        </message>
        <message>
            <source>There is nothing to analyse in this hand: no card played by you and no contract.</source>
            <translation>In diesem Spiel gibt es nichts zu analysieren: keine von dir gespielte Karte und kein Spiel.</translation>
        </message>
        <message>
            <source>The computer played every seat; only the contract is analysed.</source>
            <translation>Der Computer hat alle Plätze gespielt; nur das Spiel wird analysiert.</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>&amp;Stopp</translation>
        </message>
        <message>
            <source>Simulating {deals} deals per decision...</source>
            <translation>{deals} Verteilungen pro Entscheidung werden simuliert …</translation>
        </message>
        <message>
            <source>Click to see this move on the table.</source>
            <translation>Klicken, um diesen Zug auf dem Tisch zu sehen.</translation>
        </message>
        <message>
            <source>{judged} of {total} decisions judged...</source>
            <translation>{judged} von {total} Entscheidungen bewertet …</translation>
        </message>
        <message numerus="yes">
            <source>Done: %n decision(s) judged; {agreed} cost nothing worth counting.</source>
            <translation>
                <numerusform>Fertig: %n Entscheidung bewertet; {agreed} kosteten nichts Nennenswertes.</numerusform>
                <numerusform>Fertig: %n Entscheidungen bewertet; {agreed} kosteten nichts Nennenswertes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped.</source>
            <translation>Angehalten.</translation>
        </message>
        <message>
            <source>Contract {amount}</source>
            <translation>Spiel {amount}</translation>
        </message>
        <message>
            <source>Trump shown: {suit}</source>
            <translation>Gezeigter Trumpf: {suit}</translation>
        </message>
        <message>
            <source>Done.</source>
            <translation>Fertig.</translation>
        </message>
        <message>
            <source>The analysis could not finish ({problem}).</source>
            <translation>Die Analyse konnte nicht abgeschlossen werden ({problem}).</translation>
        </message>
        <message>
            <source>Pinochle hand (*.pinochle-hand *.json);;All files (*)</source>
            <translation>Pinochle-Spiel (*.pinochle-hand *.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Export hand</source>
            <translation>Spiel exportieren</translation>
        </message>
        <message>
            <source>Import hand</source>
            <translation>Spiel importieren</translation>
        </message>
        <message>
            <source>The hand could not be written to {path} ({problem}).</source>
            <translation>Das Spiel konnte nicht nach {path} geschrieben werden ({problem}).</translation>
        </message>
        <message>
            <source>The hand is written to {path}.</source>
            <translation>Das Spiel wurde nach {path} geschrieben.</translation>
        </message>
        <message>
            <source>The hand is imported.</source>
            <translation>Das Spiel wurde importiert.</translation>
        </message>
        <message>
            <source>That hand was already in your history; it is shown.</source>
            <translation>Dieses Spiel war schon in deinem Verlauf; es wird angezeigt.</translation>
        </message>
        <message>
            <source>This deal cannot be played again ({problem}).</source>
            <translation>Diese Verteilung kann nicht noch einmal gespielt werden ({problem}).</translation>
        </message>
        <message>
            <source>Past hands</source>
            <translation>Frühere Spiele</translation>
        </message>
        <message>
            <source>&amp;Import...</source>
            <translation>&amp;Importieren...</translation>
        </message>
        <message>
            <source>Add a hand someone exported to your history.</source>
            <translation>Ein Spiel, das jemand exportiert hat, zu deinem Verlauf hinzufügen.</translation>
        </message>
        <message>
            <source>E&amp;xport...</source>
            <translation>E&amp;xportieren...</translation>
        </message>
        <message>
            <source>Write the chosen hand to a file to share.</source>
            <translation>Das gewählte Spiel in eine Datei schreiben, um es weiterzugeben.</translation>
        </message>
        <message>
            <source>&amp;Play this deal again</source>
            <translation>Dieses Spiel &amp;nochmal spielen</translation>
        </message>
        <message>
            <source>Start a new game with exactly these cards.</source>
            <translation>Eine neue Partie mit genau diesen Karten beginnen.</translation>
        </message>
        <message>
            <source>Replay with the Exper&amp;t</source>
            <translation>Mit dem Experten nachs&amp;pielen</translation>
        </message>
        <message>
            <source>The Expert plays this deal in your seat; see both results side by side.</source>
            <translation>Der Experte spielt dieses Spiel auf deinem Platz; sieh dir beide Ergebnisse nebeneinander an.</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Anzeigen</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Von</translation>
        </message>
        <message>
            <source>Hands played from</source>
            <translation>Spiele ab diesem Datum</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Bis</translation>
        </message>
        <message>
            <source>Hands played until</source>
            <translation>Spiele bis zu diesem Datum</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>&amp;Variant</source>
            <translation>&amp;Variante</translation>
        </message>
        <message>
            <source>Made and set</source>
            <translation>Erfüllt und abgegangen</translation>
        </message>
        <message>
            <source>Contracts made</source>
            <translation>Erfüllte Spiele</translation>
        </message>
        <message>
            <source>Contracts set</source>
            <translation>Abgegangene Spiele</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>&amp;Result</source>
            <translation>&amp;Ergebnis</translation>
        </message>
        <message>
            <source>Only contracts I bid</source>
            <translation>Nur Spiele, bei denen ich Spieler war</translation>
        </message>
        <message>
            <source>All variants</source>
            <translation>Alle Varianten</translation>
        </message>
        <message>
            <source>No hands match.</source>
            <translation>Keine passenden Spiele.</translation>
        </message>
        <message>
            <source>No hands yet: finished hands are kept here automatically.</source>
            <translation>Noch keine Spiele: Beendete Spiele werden hier automatisch gesammelt.</translation>
        </message>
        <message>
            <source>{hands} hands (scroll for more)</source>
            <translation>{hands} Spiele (scrollen für mehr)</translation>
        </message>
        <message numerus="yes">
            <source>%n hand(s)</source>
            <translation>
                <numerusform>%n Spiel</numerusform>
                <numerusform>%n Spiele</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Geben</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Reizen</translation>
        </message>
        <message>
            <source>Widow</source>
            <translation>Dabb</translation>
        </message>
        <message>
            <source>Kitty</source>
            <translation>Dabb verteilen</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Trumpf</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Schieben</translation>
        </message>
        <message>
            <source>Burying</source>
            <translation>Drücken</translation>
        </message>
        <message>
            <source>Declaring</source>
            <translation>Ansage</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Stichspiel</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>Melden</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Nachziehen</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Platz {number}</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Alle</translation>
        </message>
        <message>
            <source>{name} deals.</source>
            <translation>Geber: {name}.</translation>
        </message>
        <message>
            <source>{name} deals again.</source>
            <translation>Neu gegeben, Geber: {name}.</translation>
        </message>
        <message>
            <source>Trump: {suit}.</source>
            <translation>Trumpf: {suit}.</translation>
        </message>
        <message>
            <source>You are the partner.</source>
            <translation>Du bist der Partner.</translation>
        </message>
        <message>
            <source>{name} is the partner.</source>
            <translation>Partner: {name}.</translation>
        </message>
        <message>
            <source>The hand is scored.</source>
            <translation>Das Spiel ist abgerechnet.</translation>
        </message>
        <message numerus="yes">
            <source>This hand has %n trick(s); there is no trick {trick}.</source>
            <translation>
                <numerusform>Dieses Spiel hat %n Stich; einen Stich {trick} gibt es nicht.</numerusform>
                <numerusform>Dieses Spiel hat %n Stiche; einen Stich {trick} gibt es nicht.</numerusform>
            </translation>
        </message>
        <message>
            <source>You win trick {trick}.</source>
            <translation>Du gewinnst Stich {trick}.</translation>
        </message>
        <message>
            <source>You win trick {trick} ({points} points).</source>
            <translation>Du gewinnst Stich {trick} ({points} Augen).</translation>
        </message>
        <message>
            <source>{name} wins trick {trick}.</source>
            <translation>{name} gewinnt Stich {trick}.</translation>
        </message>
        <message>
            <source>{name} wins trick {trick} ({points} points).</source>
            <translation>{name} gewinnt Stich {trick} ({points} Augen).</translation>
        </message>
        <message>
            <source>Bid {amount}</source>
            <translation>Gebot {amount}</translation>
        </message>
        <message>
            <source>Pass</source>
            <comment>a player's bid</comment>
            <translation>Passe</translation>
        </message>
        <message>
            <source>meld {points}</source>
            <translation>Meldung {points}</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s), {points} points</source>
            <translation>
                <numerusform>%n Stich, {points} Augen</numerusform>
                <numerusform>%n Stiche, {points} Augen</numerusform>
            </translation>
        </message>
        <message>
            <source>Trick {number} won by {name}</source>
            <translation>Stich {number} (Gewinner: {name})</translation>
        </message>
        <message>
            <source>Trick {number}</source>
            <translation>Stich {number}</translation>
        </message>
        <message>
            <source>Buried by {name}</source>
            <translation>Gedrückt ({name})</translation>
        </message>
        <message>
            <source>Hand {number} · dealer {name}</source>
            <translation>Spiel {number} · Geber: {name}</translation>
        </message>
        <message>
            <source>Contract {amount} by {name}</source>
            <translation>Spiel {amount} · Spieler: {name}</translation>
        </message>
        <message>
            <source>Trump {suit}</source>
            <translation>Trumpf {suit}</translation>
        </message>
        <message>
            <source>Turned up {card}</source>
            <translation>Aufgedeckt: {card}</translation>
        </message>
        <message>
            <source>Units: {units} · kitty {kitty}</source>
            <translation>Einheiten: {units} · Kasse {kitty}</translation>
        </message>
        <message>
            <source>Move {number} of {total}: {move}</source>
            <translation>Zug {number} von {total}: {move}</translation>
        </message>
        <message>
            <source>Two-handed</source>
            <translation>Zu zweit</translation>
        </message>
        <message>
            <source>Three-handed</source>
            <translation>Zu dritt</translation>
        </message>
        <message>
            <source>Cutthroat</source>
            <translation>Jeder gegen jeden</translation>
        </message>
        <message>
            <source>Partnership</source>
            <translation>Mit Partner</translation>
        </message>
        <message>
            <source>Sit-out auction</source>
            <translation>Auktion mit Aussetzen</translation>
        </message>
        <message>
            <source>Stakes</source>
            <translation>Um Einsätze</translation>
        </message>
        <message>
            <source>Double deck</source>
            <translation>Doppelblatt</translation>
        </message>
        <message>
            <source>Racehorse</source>
            <translation>Racehorse</translation>
        </message>
        <message>
            <source>Six-handed</source>
            <translation>Zu sechst</translation>
        </message>
        <message>
            <source>Eight-handed</source>
            <translation>Zu acht</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>Your partner</source>
            <translation>Dein Partner</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Erfüllt</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Abgegangen</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Gespielt</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Gebot</translation>
        </message>
        <message>
            <source>Bidder</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>When the hand was played</source>
            <translation>Wann das Spiel gespielt wurde</translation>
        </message>
        <message>
            <source>The game played</source>
            <translation>Die gespielte Variante</translation>
        </message>
        <message>
            <source>The hand's number in its game</source>
            <translation>Die Nummer des Spiels in seiner Partie</translation>
        </message>
        <message>
            <source>The winning bid and trump</source>
            <translation>Das Höchstgebot und der Trumpf</translation>
        </message>
        <message>
            <source>Who won the auction</source>
            <translation>Wer das Reizen gewonnen hat</translation>
        </message>
        <message>
            <source>Whether the contract was made</source>
            <translation>Ob das Spiel erfüllt wurde</translation>
        </message>
        <message>
            <source>Your side's meld</source>
            <translation>Die Meldung deiner Partei</translation>
        </message>
        <message>
            <source>What the hand added to your side's score</source>
            <translation>Was das Spiel zum Stand deiner Partei beigetragen hat</translation>
        </message>
        <message>
            <source>{variant}, {when}. Units after this hand: {scores}</source>
            <translation>{variant}, {when}. Einheiten nach diesem Spiel: {scores}</translation>
        </message>
        <message>
            <source>{variant}, {when}. Scores after this hand: {scores}</source>
            <translation>{variant}, {when}. Stand nach diesem Spiel: {scores}</translation>
        </message>
        <message>
            <source>dd MMM HH:mm</source>
            <comment>the hand list's date, Qt's pattern</comment>
            <translation>dd. MMM HH:mm</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>Stich</translation>
        </message>
        <message>
            <source>Led by</source>
            <translation>Ausgespielt von</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Karten</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>Gewinner</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Augen</translation>
        </message>
        <message>
            <source>{points} + {bonus} last trick</source>
            <translation>{points} + {bonus} letzter Stich</translation>
        </message>
        <message>
            <source>No deals were simulated.</source>
            <translation>Es wurden keine Verteilungen simuliert.</translation>
        </message>
        <message>
            <source>Your hand with {suit} as trump made {contract} or more in {made} of {deals} simulated deals (average {average}).</source>
            <translation>Dein Blatt mit {suit} als Trumpf hat in {made} von {deals} simulierten Verteilungen {contract} oder mehr erreicht (Durchschnitt {average}).</translation>
        </message>
        <message>
            <source>{seat}'s hand with {suit} as trump made {contract} or more in {made} of {deals} simulated deals (average {average}).</source>
            <translation>Das Blatt von {seat} mit {suit} als Trumpf hat in {made} von {deals} simulierten Verteilungen {contract} oder mehr erreicht (Durchschnitt {average}).</translation>
        </message>
        <message>
            <source>Best trump by simulation: {suit} (average {average}).</source>
            <translation>Bester Trumpf laut Simulation: {suit} (Durchschnitt {average}).</translation>
        </message>
        <message>
            <source>your bid of {amount}</source>
            <translation>dein Gebot von {amount}</translation>
        </message>
        <message>
            <source>your pass in the auction</source>
            <translation>dein Passen beim Reizen</translation>
        </message>
        <message>
            <source>naming {suit} as trump</source>
            <translation>Wahl von {suit} als Trumpf</translation>
        </message>
        <message>
            <source>passing {cards}</source>
            <translation>Schieben von {cards}</translation>
        </message>
        <message>
            <source>burying {cards}</source>
            <translation>Drücken von {cards}</translation>
        </message>
        <message>
            <source>playing {cards} in trick {trick}</source>
            <translation>{cards} im {trick}. Stich</translation>
        </message>
        <message numerus="yes">
            <source>in none of the %n simulated deal(s)</source>
            <translation>
                <numerusform>in keiner der %n simulierten Verteilung</numerusform>
                <numerusform>in keiner der %n simulierten Verteilungen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>in all %n simulated deal(s)</source>
            <translation>
                <numerusform>in der %n simulierten Verteilung</numerusform>
                <numerusform>in allen %n simulierten Verteilungen</numerusform>
            </translation>
        </message>
        <message>
            <source>in about 1 hand in {hands}</source>
            <translation>in etwa 1 von {hands} Spielen</translation>
        </message>
        <message numerus="yes">
            <source>in about %n hand(s) in 10</source>
            <translation>
                <numerusform>in etwa %n von 10 Spielen</numerusform>
                <numerusform>in etwa %n von 10 Spielen</numerusform>
            </translation>
        </message>
        <message>
            <source>The Expert would pass; it values this hand at about {willing}. A contract of {contract} is made {often}.</source>
            <translation>Der Experte würde passen; er schätzt dieses Blatt auf etwa {willing}. Ein Spiel zu {contract} wird {often} erfüllt.</translation>
        </message>
        <message>
            <source>The Expert would bid up to {willing}; a contract of {contract} is made {often}.</source>
            <translation>Der Experte würde bis {willing} reizen; ein Spiel zu {contract} wird {often} erfüllt.</translation>
        </message>
        <message>
            <source>No decision cost {threshold} points or more.</source>
            <translation>Keine Entscheidung kostete {threshold} Punkte oder mehr.</translation>
        </message>
        <message>
            <source>{what}. Expert: the same, or no better.</source>
            <translation>{what}. Experte: dasselbe oder nichts Besseres.</translation>
        </message>
        <message>
            <source>{what}. Expert: the same.</source>
            <translation>{what}. Experte: dasselbe.</translation>
        </message>
        <message>
            <source>no cost worth counting</source>
            <translation>keine nennenswerten Kosten</translation>
        </message>
        <message>
            <source>cost about {points} ± {error} points</source>
            <translation>kostete etwa {points} ± {error} Punkte</translation>
        </message>
        <message>
            <source>cost about {points} points</source>
            <translation>kostete etwa {points} Punkte</translation>
        </message>
        <message>
            <source>{what}: {cost}. Expert: {expert}</source>
            <translation>{what}: {cost}. Experte: {expert}</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) cost about {points} points; the largest: {what}.</source>
            <translation>
                <numerusform>%n Entscheidung kostete etwa {points} Punkte; die teuerste: {what}.</numerusform>
                <numerusform>%n Entscheidungen kosteten etwa {points} Punkte; die teuerste: {what}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Moves of the hand</source>
            <translation>Züge des Spiels</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <source>Tricks of the hand</source>
            <translation>Stiche des Spiels</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Stiche</translation>
        </message>
        <message>
            <source>Back to the deal (Home)</source>
            <translation>Zurück zum Geben (Pos1)</translation>
        </message>
        <message>
            <source>One move back (Left arrow)</source>
            <translation>Einen Zug zurück (Pfeil links)</translation>
        </message>
        <message>
            <source>One move forward (Right arrow)</source>
            <translation>Einen Zug vor (Pfeil rechts)</translation>
        </message>
        <message>
            <source>To the end of the hand (End)</source>
            <translation>Zum Ende des Spiels (Ende)</translation>
        </message>
        <message>
            <source>Move shown</source>
            <translation>Angezeigter Zug</translation>
        </message>
        <message>
            <source>Tric&amp;k</source>
            <translation>S&amp;tich</translation>
        </message>
        <message>
            <source>Trick to show</source>
            <translation>Anzuzeigender Stich</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>&amp;Los</translation>
        </message>
        <message>
            <source>Show the chosen trick, complete.</source>
            <translation>Den gewählten Stich vollständig anzeigen.</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <source>Choose a hand on the left to replay it.</source>
            <translation>Wähle links ein Spiel, um es nachzuspielen.</translation>
        </message>
        <message>
            <source>Move {number} of {total}</source>
            <translation>Zug {number} von {total}</translation>
        </message>
        <message>
            <source>on the table</source>
            <translation>auf dem Tisch</translation>
        </message>
        <message>
            <source>Stock {cards}</source>
            <translation>Talon: {cards}</translation>
        </message>
        <message>
            <source>Stock empty</source>
            <translation>Talon leer</translation>
        </message>
        <message>
            <source>Review hands</source>
            <translation>Spiele im Rückblick</translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Nachricht</translation>
        </message>
        <message>
            <source>A new game with this deal was asked for.</source>
            <translation>Eine neue Partie mit dieser Verteilung wurde angefordert.</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>{what} must be text, not {text}.</source>
            <translation>{what} muss ein Text sein, nicht {text}.</translation>
        </message>
        <message>
            <source>{what} may be at most {limit:,} characters long, not {length:,}.</source>
            <translation>{what} darf höchstens {limit:,} Zeichen lang sein, nicht {length:,}.</translation>
        </message>
        <message>
            <source>{what} holds characters that cannot be saved: {text}.</source>
            <translation>{what} enthält Zeichen, die sich nicht speichern lassen: {text}.</translation>
        </message>
        <message>
            <source>{what} must be a whole number, not {value}.</source>
            <translation>{what} muss eine ganze Zahl sein, nicht {value}.</translation>
        </message>
        <message>
            <source>{what} must be from {low:,} to {high:,}, not {value}.</source>
            <translation>{what} muss zwischen {low:,} und {high:,} liegen, nicht {value}.</translation>
        </message>
        <message>
            <source>{what} must be set.</source>
            <translation>{what} muss angegeben sein.</translation>
        </message>
        <message>
            <source>{what} must be a list, not {value}.</source>
            <translation>{what} muss eine Liste sein, nicht {value}.</translation>
        </message>
        <message>
            <source>{what} may have at most {most:,} entries, not {length:,}.</source>
            <translation>{what} darf höchstens {most:,} Einträge haben, nicht {length:,}.</translation>
        </message>
        <message>
            <source>Each of the {option}</source>
            <translation>Jeder Eintrag in {option}</translation>
        </message>
        <message>
            <source>{what} must be pairs of a name and a text, not {item}.</source>
            <translation>{what} muss aus Paaren von Name und Text bestehen, nicht {item}.</translation>
        </message>
        <message>
            <source>A note's name</source>
            <translation>Der Name einer Notiz</translation>
        </message>
        <message>
            <source>A note</source>
            <translation>Eine Notiz</translation>
        </message>
        <message>
            <source>{what} must be pairs of a meld and its values, not {item}.</source>
            <translation>{what} muss aus Paaren von Meldung und ihren Werten bestehen, nicht {item}.</translation>
        </message>
        <message>
            <source>A meld's name</source>
            <translation>Der Name einer Meldung</translation>
        </message>
        <message>
            <source>Each meld has four values (for 1 to 4 copies), not {numbers}.</source>
            <translation>Jede Meldung hat vier Werte (für 1 bis 4 Exemplare), nicht {numbers}.</translation>
        </message>
        <message>
            <source>{what} holds {numbers}, which is not a short list of numbers.</source>
            <translation>{what} enthält {numbers}, und das ist keine kurze Liste von Zahlen.</translation>
        </message>
        <message>
            <source>{what} must hold whole numbers, not {value}.</source>
            <translation>{what} muss ganze Zahlen enthalten, nicht {value}.</translation>
        </message>
        <message>
            <source>A seat in the sides</source>
            <translation>Ein Platz in den Parteien</translation>
        </message>
        <message>
            <source>A meld value</source>
            <translation>Ein Meldewert</translation>
        </message>
        <message>
            <source>A number in the stakes bands</source>
            <translation>Eine Zahl in den Einsatzstufen</translation>
        </message>
        <message>
            <source>A number in the {option}</source>
            <translation>Eine Zahl in {option}</translation>
        </message>
        <message>
            <source>'{value}' is not a choice for {option} (choose {shown}).</source>
            <translation>„{value}“ ist keine Wahl für {option} (wähle {shown}).</translation>
        </message>
        <message>
            <source>The sides must seat each of the {num_players:,} players exactly once (they seat {seats}).</source>
            <translation>Die Parteien müssen jeden der {num_players:,} Spieler genau einmal enthalten (sie enthalten {seats}).</translation>
        </message>
        <message>
            <source>A table has between 2 and {most} players.</source>
            <translation>An einem Tisch sitzen 2 bis {most} Spieler.</translation>
        </message>
        <message>
            <source>At least two players must play each hand.</source>
            <translation>Jedes Spiel müssen mindestens zwei Spieler spielen.</translation>
        </message>
        <message>
            <source>{hands} hands of {hand_size} cards and a widow of {widow_size} use {dealt} cards, but the {deck} deck has {deck_size}.</source>
            <translation>{hands} Blätter zu {hand_size} Karten und ein Dabb mit {widow_size} brauchen {dealt} Karten, aber der Kartensatz „{deck}“ hat {deck_size}.</translation>
        </message>
        <message>
            <source>{hands} hands of {hand_size} cards use {dealt} cards, but the {deck} deck has {deck_size}.</source>
            <translation>{hands} Blätter zu {hand_size} Karten brauchen {dealt} Karten, aber der Kartensatz „{deck}“ hat {deck_size}.</translation>
        </message>
        <message>
            <source>Classic two-handed pinochle is for 2 players with a 48-card deck.</source>
            <translation>Klassisches Pinochle zu zweit ist für 2 Spieler mit einem Kartensatz aus 48 Karten.</translation>
        </message>
        <message>
            <source>Classic two-handed pinochle deals 12 cards each.</source>
            <translation>Beim klassischen Pinochle zu zweit bekommt jeder 12 Karten.</translation>
        </message>
        <message>
            <source>A quadruple meld cannot be held with the {deck} deck ({deck_size} cards): it needs four copies of each card.</source>
            <translation>Eine Vierfachmeldung ist mit dem Kartensatz „{deck}“ ({deck_size} Karten) nicht möglich: Dafür braucht es jede Karte viermal.</translation>
        </message>
        <message>
            <source>The check ledger is for auction games where everyone plays alone (three-handed, cutthroat): checks are paid between single players.</source>
            <translation>Die Markenliste gibt es nur in Auktionsspielen, in denen jeder allein spielt (zu dritt, jeder gegen jeden): Marken werden zwischen einzelnen Spielern bezahlt.</translation>
        </message>
        <message>
            <source>The discard piles go to the player who did not bid only with hand building.</source>
            <translation>„Ablagestapel zählen für den Gegenspieler“ gilt nur beim Blattaufbau.</translation>
        </message>
        <message>
            <source>Calling a partner is for auction games where everyone keeps a score of their own (five-handed): the partner changes with every hand.</source>
            <translation>„Spieler ruft einen Partner“ gibt es nur in Auktionsspielen, in denen jeder seinen eigenen Stand führt (zu fünft): Der Partner wechselt mit jedem Spiel.</translation>
        </message>
        <message>
            <source>A partner is called only with four or more in a hand: with three, a called partner would leave one player against two.</source>
            <translation>Ein Partner wird nur gerufen, wenn vier oder mehr an einem Spiel teilnehmen: bei dreien stünde mit einem gerufenen Partner einer gegen zwei.</translation>
        </message>
        <message>
            <source>Passing cards needs a known partner, but a called partner is secret.</source>
            <translation>Karten schieben braucht einen bekannten Partner, aber ein gerufener Partner ist geheim.</translation>
        </message>
        <message>
            <source>Unknown misdeal condition(s): {conditions}.</source>
            <translation>Unbekannte Bedingung(en) für Neugeben: {conditions}.</translation>
        </message>
        <message>
            <source>Misdeal on nines needs nines in the deck, and the {deck} deck ({deck_size} cards) has none.</source>
            <translation>„Neugeben wegen Neunen“ braucht Neunen im Kartensatz, und der Kartensatz „{deck}“ ({deck_size} Karten) hat keine.</translation>
        </message>
        <message>
            <source>Misdeal on nines is on but no qualifying hand is chosen.</source>
            <translation>„Neugeben wegen Neunen“ ist eingeschaltet, aber bei „Blätter, die man hinwerfen darf“ ist nichts angekreuzt.</translation>
        </message>
        <message>
            <source>The redeal limit cannot be negative.</source>
            <translation>„Erlaubte Neugaben“ darf nicht negativ sein.</translation>
        </message>
        <message>
            <source>Simplified display drops the trailing zero, but classic counts (method {count_method}) give points that are not multiples of 10: use count method 3 or 4.</source>
            <translation>Die vereinfachte Anzeige lässt die letzte Null weg, aber die klassische Zählung (Methode {count_method}) ergibt Punkte, die keine Vielfachen von 10 sind: Nimm Zählmethode 3 oder 4.</translation>
        </message>
        <message>
            <source>Simplified display needs meld values in tens ({melds}).</source>
            <translation>Die vereinfachte Anzeige braucht Meldewerte in Zehnern ({melds}).</translation>
        </message>
        <message>
            <source>Simplified display needs a last-trick bonus in tens.</source>
            <translation>Die vereinfachte Anzeige braucht einen Bonus für den letzten Stich in Zehnern.</translation>
        </message>
        <message>
            <source>Passing cards is for partnership games (two partners per side); this game has no partner to pass to.</source>
            <translation>Karten schieben gibt es nur in Partnerspielen (zwei Partner je Partei); in diesem Spiel gibt es keinen Partner, dem man schieben kann.</translation>
        </message>
        <message>
            <source>Classic two-handed pinochle has no passing.</source>
            <translation>Klassisches Pinochle zu zweit kennt kein Schieben.</translation>
        </message>
        <message>
            <source>Cannot pass as many cards as a hand holds.</source>
            <translation>Man kann nicht so viele Karten schieben, wie ein Blatt hat.</translation>
        </message>
        <message>
            <source>The minimum bid must be above zero.</source>
            <translation>Das Mindestgebot muss über null liegen.</translation>
        </message>
        <message>
            <source>The bid increment must be above zero.</source>
            <translation>Der Reizschritt muss über null liegen.</translation>
        </message>
        <message>
            <source>The highest allowed bid is below the minimum bid.</source>
            <translation>Das höchste erlaubte Gebot liegt unter dem Mindestgebot.</translation>
        </message>
        <message>
            <source>A widow size is set but the widow is off.</source>
            <translation>Eine Dabb-Größe ist eingestellt, aber der Dabb ist ausgeschaltet.</translation>
        </message>
        <message>
            <source>The widow is on but holds no cards.</source>
            <translation>Der Dabb ist eingeschaltet, enthält aber keine Karten.</translation>
        </message>
        <message>
            <source>A kitty gives one card to each player, so it must hold {active_players} cards, not {widow_size}.</source>
            <translation>Ein Dabb, der jedem Spieler eine Karte gibt, muss {active_players} Karten enthalten, nicht {widow_size}.</translation>
        </message>
        <message>
            <source>A stuck-dealer bid is set but 'all pass' redeals.</source>
            <translation>„Zwangsgebot des Gebers“ ist eingestellt, aber bei „Wenn alle passen“ ist „Der Nächste gibt (Neugabe)“ gewählt.</translation>
        </message>
        <message>
            <source>Conceding without looking at the widow needs a widow.</source>
            <translation>„Aufgeben, ohne den Dabb anzusehen“ braucht einen Dabb.</translation>
        </message>
        <message>
            <source>A mis-bid is found in the bidding side's meld, but with 'only the bidder melds' the partners' meld is never shown: turn off one of them.</source>
            <translation>Ein Fehlgebot wird an der Meldung der bietenden Partei erkannt, aber mit „Nur der Spieler meldet“ wird die Meldung der Partner nie gezeigt: Schalte eine der beiden Regeln aus.</translation>
        </message>
        <message>
            <source>Under-the-gun bids are for a player forced to open, but neither 'the first bidder must open' nor 'a player holding meld must open' is on.</source>
            <translation>„Zwangseröffnung“ gilt für einen Spieler, der eröffnen muss, aber weder „Erster Bieter muss eröffnen“ noch „Eröffnungspflicht mit Meldung“ ist eingeschaltet.</translation>
        </message>
        <message>
            <source>An under-the-gun bid opens below the minimum bid of {min_bid:,}, so it must be from 1 to {highest:,}, not {gun:,}.</source>
            <translation>Eine Zwangseröffnung liegt unter dem Mindestgebot von {min_bid:,}, muss also zwischen 1 und {highest:,} liegen, nicht {gun:,}.</translation>
        </message>
        <message>
            <source>Shoot the moon needs an auction; classic two-handed has none.</source>
            <translation>Ein Durchmarsch braucht ein Reizen; klassisches Pinochle zu zweit hat keins.</translation>
        </message>
        <message>
            <source>A mis-bid voids a bid's contract; classic two-handed has no auction.</source>
            <translation>Ein Fehlgebot macht das Spiel eines Gebots ungültig; klassisches Pinochle zu zweit hat kein Reizen.</translation>
        </message>
        <message>
            <source>The double-deck rule 'meld near the bid' needs a bid; classic two-handed has no auction.</source>
            <translation>Die Doppelblatt-Regel „Spielen nur mit Meldung nahe am Gebot“ braucht ein Gebot; klassisches Pinochle zu zweit hat kein Reizen.</translation>
        </message>
        <message>
            <source>Classic two-handed pinochle has a stock, not a widow.</source>
            <translation>Klassisches Pinochle zu zweit hat einen Talon, keinen Dabb.</translation>
        </message>
        <message>
            <source>Moon rewards and penalties are entered as positive numbers.</source>
            <translation>Prämien und Strafen für den Durchmarsch werden als positive Zahlen eingegeben.</translation>
        </message>
        <message>
            <source>The target score must be above zero.</source>
            <translation>Die Zielpunktzahl muss über null liegen.</translation>
        </message>
        <message>
            <source>Extending the target needs a positive step.</source>
            <translation>Das Erhöhen des Ziels braucht einen positiven Schritt.</translation>
        </message>
        <message>
            <source>Slide-out needs the opponents to fail at least one bid.</source>
            <translation>Für „Sieg ohne Gebot“ müssen die Gegner mindestens einmal abgehen.</translation>
        </message>
        <message>
            <source>Saving meld with counters needs a positive number of trick points.</source>
            <translation>Wird die Meldung durch Augen gehalten, muss „Nötige Augen für die Meldung“ über null liegen.</translation>
        </message>
        <message>
            <source>From the minimum bid to the highest bid there are {steps:,} bids to choose from; at most {most:,} are allowed (raise the step or lower the highest bid).</source>
            <translation>Vom Mindestgebot bis zum Höchstgebot gibt es {steps:,} mögliche Gebote; erlaubt sind höchstens {most:,} (vergrößere den Schritt oder senke das Höchstgebot).</translation>
        </message>
        <message>
            <source>Hand building is the two-handed auction game; classic two-handed deals its hands and draws from the stock after each trick.</source>
            <translation>Der Blattaufbau ist das Auktionsspiel zu zweit; beim klassischen Pinochle zu zweit werden die Blätter gegeben und nach jedem Stich vom Talon gezogen.</translation>
        </message>
        <message>
            <source>Hand building is for two players, each playing alone.</source>
            <translation>Der Blattaufbau ist für zwei Spieler, die jeweils allein spielen.</translation>
        </message>
        <message>
            <source>Hand building leaves no widow: every card is drawn, kept or discarded.</source>
            <translation>Beim Blattaufbau gibt es keinen Dabb: Jede Karte wird gezogen, behalten oder abgelegt.</translation>
        </message>
        <message>
            <source>stakes</source>
            <translation>Um Einsätze spielen</translation>
        </message>
        <message>
            <source>misdeal on nines</source>
            <translation>Neugeben wegen Neunen</translation>
        </message>
        <message>
            <source>the check ledger</source>
            <translation>Markenliste</translation>
        </message>
        <message>
            <source>summed bids</source>
            <translation>Addierte Gebote</translation>
        </message>
        <message>
            <source>passing cards</source>
            <translation>Geschobene Karten</translation>
        </message>
        <message>
            <source>Hand building does not go with {name}: turn off one of them.</source>
            <translation>„Blattaufbau zu zweit“ passt nicht zu „{name}“: Schalte eines von beiden aus.</translation>
        </message>
        <message>
            <source>Summed bids need an auction; classic two-handed has none.</source>
            <translation>Addierte Gebote brauchen ein Reizen; klassisches Pinochle zu zweit hat keins.</translation>
        </message>
        <message>
            <source>Summed bids add partners' bids together, so every side needs partners; with sides of one player (or a called partner, secret until played) there is nothing to sum.</source>
            <translation>Addierte Gebote zählen die Gebote von Partnern zusammen, also braucht jede Partei Partner; bei Parteien aus einem Spieler (oder einem gerufenen Partner, der bis zum Ausspielen geheim bleibt) gibt es nichts zu addieren.</translation>
        </message>
        <message>
            <source>Playing for stakes settles one bidder's contract, but with summed bids every side holds a contract: turn off one of them.</source>
            <translation>Das Spiel um Einsätze rechnet das Spiel eines einzelnen Spielers ab, aber mit addierten Geboten hat jede Partei ein Spiel: Schalte eines von beiden aus.</translation>
        </message>
        <message>
            <source>Shoot the moon is the bidder's promise, but with summed bids both sides hold contracts and the hand is always played: turn off shoot the moon.</source>
            <translation>Der Durchmarsch ist das Versprechen des Spielers, aber mit addierten Geboten haben beide Parteien ein Spiel und das Spiel wird immer gespielt: Schalte den Durchmarsch aus.</translation>
        </message>
        <message>
            <source>Hopeless bids must be conceded, but with summed bids either side can score or be set and the hand is always played: turn off one of them.</source>
            <translation>„Aussichtslose Gebote müssen aufgegeben werden“, aber mit addierten Geboten kann jede Partei punkten oder abgehen und das Spiel wird immer gespielt: Schalte eines von beiden aus.</translation>
        </message>
        <message>
            <source>Meld near the bid decides whether the bidding side plays the hand, but with summed bids the hand is always played: turn off one of them.</source>
            <translation>„Spielen nur mit Meldung nahe am Gebot“ entscheidet, ob die bietende Partei das Spiel spielt, aber mit addierten Geboten wird das Spiel immer gespielt: Schalte eines von beiden aus.</translation>
        </message>
        <message>
            <source>Under-the-gun bids open a three-handed auction below the minimum, but with summed bids everyone bids once on their own: turn off one of them.</source>
            <translation>Die Zwangseröffnung eröffnet ein Reizen zu dritt unter dem Mindestgebot, aber mit addierten Geboten bietet jeder einmal für sich: Schalte eines von beiden aus.</translation>
        </message>
        <message>
            <source>Playing for stakes needs an auction game where everyone plays alone (sides of one player): the bidder is paid by, or pays, every other player.</source>
            <translation>Das Spiel um Einsätze braucht ein Auktionsspiel, in dem jeder allein spielt (Parteien aus einem Spieler): Der Spieler wird von jedem anderen Spieler bezahlt oder bezahlt jeden.</translation>
        </message>
        <message>
            <source>Playing for stakes and the check ledger are two ledgers of payments; choose one of them.</source>
            <translation>Das Spiel um Einsätze und die Markenliste sind zwei getrennte Abrechnungen; wähle eine davon.</translation>
        </message>
        <message>
            <source>Playing for stakes settles the bidder against every other player, so a called partner cannot share the contract: turn off calling a partner.</source>
            <translation>Das Spiel um Einsätze rechnet den Spieler gegen jeden anderen Spieler ab, also kann ein gerufener Partner das Spiel nicht teilen: Schalte „Spieler ruft einen Partner“ aus.</translation>
        </message>
        <message>
            <source>Shoot the moon scores points, but playing for stakes pays in units by the bid: turn off shoot the moon.</source>
            <translation>Ein Durchmarsch bringt Punkte, aber beim Spiel um Einsätze wird in Einheiten nach dem Gebot bezahlt: Schalte den Durchmarsch aus.</translation>
        </message>
        <message>
            <source>Pinochling wins the game, but playing for stakes has no winning score: turn off pinochling.</source>
            <translation>„Schwarz machen“ gewinnt die Partie, aber beim Spiel um Einsätze gibt es keine Zielpunktzahl: Schalte „Schwarz machen“ aus.</translation>
        </message>
        <message>
            <source>Playing for stakes settles a contract in units, made or bete; a mis-bid (meld behind a bid) voids it: turn off the mis-bid rule.</source>
            <translation>Das Spiel um Einsätze rechnet ein Spiel in Einheiten ab, erfüllt oder Bete; ein Fehlgebot (Meldung unter dem Gebot) macht es ungültig: Schalte die Fehlgebot-Regel aus.</translation>
        </message>
        <message>
            <source>Playing for stakes pays a bid by its band from the minimum bid up, so an under-the-gun bid below it is worth nothing: turn off under-the-gun bids.</source>
            <translation>Beim Spiel um Einsätze wird ein Gebot nach seiner Stufe ab dem Mindestgebot bezahlt, eine Zwangseröffnung darunter ist also nichts wert: Schalte Zwangseröffnungen aus.</translation>
        </message>
        <message>
            <source>Playing for stakes needs at least one band in the stakes bands.</source>
            <translation>Das Spiel um Einsätze braucht mindestens eine Stufe in den Einsatzstufen.</translation>
        </message>
        <message>
            <source>Each of the stakes bands is a pair: the lowest bid of the band and its units.</source>
            <translation>Jede Einsatzstufe ist ein Paar: das niedrigste Gebot der Stufe und ihre Einheiten.</translation>
        </message>
        <message>
            <source>The stakes bands must go up, each band starting above the one before ({lows}).</source>
            <translation>Die Einsatzstufen müssen aufsteigen, jede Stufe beginnt über der vorherigen ({lows}).</translation>
        </message>
        <message>
            <source>The stakes bands start at {first:,}, above the minimum bid of {min_bid:,}: every bid needs a value in the table (lower the first band or raise the minimum bid).</source>
            <translation>Die Einsatzstufen beginnen bei {first:,}, über dem Mindestgebot von {min_bid:,}: Jedes Gebot braucht einen Wert in der Tabelle (senke die erste Stufe oder erhöhe das Mindestgebot).</translation>
        </message>
        <message>
            <source>The stakes scale '{scale}' does not match the stakes bands entered: choose the 'custom' scale to keep a table of your own.</source>
            <translation>Die Einsatzskala „{scale}“ passt nicht zu den eingegebenen Einsatzstufen: Wähle die Skala „eigene“, um eine eigene Tabelle zu behalten.</translation>
        </message>
    </context>
    <context>
        <name>RulesInPlay</name>
        <message>
            <source>{copies} {points}</source>
            <translation>{copies} {points}</translation>
        </message>
        <message>
            <source>(not in use: {reason})</source>
            <translation>(nicht verwendet: {reason})</translation>
        </message>
        <message>
            <source>Rules in play — {variant}</source>
            <translation>Geltende Regeln — {variant}</translation>
        </message>
        <message>
            <source>The rules in play</source>
            <translation>Die geltenden Regeln</translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message>
            <source>Played with a single pinochle deck of 48 cards (two of each card, 9 to ace).</source>
            <translation>Gespielt wird mit einem einfachen Pinochle-Kartensatz aus 48 Karten (jede Karte zweimal, von der Neun bis zum Ass).</translation>
        </message>
        <message>
            <source>Played with a double deck of 80 cards (four of each card, no nines).</source>
            <translation>Gespielt wird mit einem Doppelblatt aus 80 Karten (jede Karte viermal, ohne Neunen).</translation>
        </message>
        <message>
            <source>Played with a triple deck of 120 cards (six of each card, no nines).</source>
            <translation>Gespielt wird mit einem dreifachen Kartensatz aus 120 Karten (jede Karte sechsmal, ohne Neunen).</translation>
        </message>
        <message>
            <source>Played with a double deck of 96 cards (four of each card, nines included).</source>
            <translation>Gespielt wird mit einem Doppelblatt aus 96 Karten (jede Karte viermal, mit Neunen).</translation>
        </message>
        <message>
            <source>You must beat the winning card when you can (heading).</source>
            <translation>Du musst die höchste Karte im Stich schlagen, wenn du kannst (Stichzwang).</translation>
        </message>
        <message>
            <source>You must beat the best card of the led suit when you can, even after someone has trumped.</source>
            <translation>Du musst die höchste Karte der ausgespielten Farbe schlagen, wenn du kannst, auch wenn schon jemand gestochen hat.</translation>
        </message>
        <message>
            <source>You must beat the winning card only when trump is led.</source>
            <translation>Du musst die höchste Karte im Stich nur schlagen, wenn Trumpf ausgespielt wurde.</translation>
        </message>
        <message>
            <source>You need not beat the winning card.</source>
            <translation>Du musst die höchste Karte im Stich nicht schlagen.</translation>
        </message>
        <message>
            <source>{n} players, each keeping a score of their own, with a new partnership every hand.</source>
            <translation>{n} Spieler, jeder führt seinen eigenen Stand, mit neuen Partnern in jedem Spiel.</translation>
        </message>
        <message>
            <source>{n} players, each for themselves.</source>
            <translation>{n} Spieler, jeder gegen jeden.</translation>
        </message>
        <message>
            <source>{n} players in {teams} teams of {size}; partners sit apart.</source>
            <translation>{n} Spieler in {teams} Parteien zu je {size}; Partner sitzen nicht nebeneinander.</translation>
        </message>
        <message>
            <source>Played with {deck}.</source>
            <translation>Gespielt wird mit {deck}.</translation>
        </message>
        <message>
            <source>Each player gets {cards} cards, dealt in packets of {packet}.</source>
            <translation>Jeder Spieler bekommt {cards} Karten, gegeben in Päckchen zu {packet}.</translation>
        </message>
        <message>
            <source>The dealer sits out each hand (and the player two to the left).</source>
            <translation>Der Geber setzt in jedem Spiel aus (und der zweite Spieler links von ihm).</translation>
        </message>
        <message>
            <source>The dealer sits out each hand.</source>
            <translation>Der Geber setzt in jedem Spiel aus.</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>Das Geben</translation>
        </message>
        <message>
            <source>Trick play</source>
            <translation>Das Stichspiel</translation>
        </message>
        <message>
            <source>Counting and scoring</source>
            <translation>Zählen und Abrechnen</translation>
        </message>
        <message>
            <source>Playing for stakes</source>
            <translation>Spiel um Einsätze</translation>
        </message>
        <message>
            <source>Winning</source>
            <translation>Gewinnen</translation>
        </message>
        <message>
            <source>Check ledger</source>
            <translation>Markenliste</translation>
        </message>
        <message>
            <source>Other house rules in force</source>
            <translation>Weitere geltende Hausregeln</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>Am Tisch</translation>
        </message>
        <message>
            <source>Left and Right move along the cards you may play; Enter or Space plays the one marked.</source>
            <translation>Die Pfeiltasten links und rechts wandern durch die Karten, die du spielen darfst; Eingabe oder Leertaste spielt die markierte.</translation>
        </message>
        <message>
            <source>H (Edit &gt; Hint) suggests a move and why, and marks it on the table.</source>
            <translation>H (Bearbeiten &gt; Tipp) schlägt einen Zug samt Begründung vor und markiert ihn auf dem Tisch.</translation>
        </message>
        <message>
            <source>L (View &gt; Last Trick), or a click on a name plate, shows the last trick again; L or a click puts it away.</source>
            <translation>L (Ansicht &gt; Letzter Stich) oder ein Klick auf ein Namensschild zeigt den letzten Stich noch einmal; L oder ein Klick legt ihn wieder weg.</translation>
        </message>
        <message>
            <source>Cards you have just received (passed to you, from the widow, drawn from the stock) are marked green until your next move.</source>
            <translation>Karten, die du gerade bekommen hast (dir geschoben, aus dem Dabb, vom Talon gezogen), sind bis zu deinem nächsten Zug grün markiert.</translation>
        </message>
        <message>
            <source>When your side is certain to take every remaining trick, Claim the rest (C, Game &gt; Claim the Rest) plays them out at once; the computer players claim too.</source>
            <translation>Wenn deiner Partei alle restlichen Stiche sicher sind, spielt „Rest ansagen“ (C, Spiel &gt; Rest ansagen) sie sofort aus; die Computerspieler sagen den Rest auch an.</translation>
        </message>
        <message>
            <source>a run +1</source>
            <translation>eine Familie +1</translation>
        </message>
        <message>
            <source>aces around +1</source>
            <translation>vier Asse +1</translation>
        </message>
        <message>
            <source>a roundhouse +2</source>
            <translation>ein Paar in jeder Farbe +2</translation>
        </message>
        <message>
            <source>a double marriage +1</source>
            <translation>ein doppeltes Paar +1</translation>
        </message>
        <message>
            <source>a double pinochle +1</source>
            <translation>ein Doppelbinokel +1</translation>
        </message>
        <message>
            <source>any double around +2</source>
            <translation>acht Gleiche (Asse, Könige, Damen oder Buben) +2</translation>
        </message>
        <message>
            <source>Besides the score, players win checks; every check a player wins is paid by each of the others.</source>
            <translation>Neben den Punkten gewinnen die Spieler Marken; jede Marke, die ein Spieler gewinnt, bezahlt ihm jeder der anderen.</translation>
        </message>
        <message>
            <source>Meld checks, for every player whether or not the bid is made: {melds}.</source>
            <translation>Marken für Meldungen, für jeden Spieler, ob das Gebot erfüllt wird oder nicht: {melds}.</translation>
        </message>
        <message>
            <source>A bidder who looks at the widow and is set pays 1 check, and 1 more for playing the hand out.</source>
            <translation>Ein Spieler, der den Dabb ansieht und abgeht, zahlt 1 Marke, und 1 weitere, wenn er das Spiel zu Ende spielt.</translation>
        </message>
        <message>
            <source>A bidder who looks at the widow and is set pays 1 check.</source>
            <translation>Ein Spieler, der den Dabb ansieht und abgeht, zahlt 1 Marke.</translation>
        </message>
        <message numerus="yes">
            <source>Winning the game earns %n check(s).</source>
            <translation>
                <numerusform>Der Gewinn der Partie bringt %n Marke.</numerusform>
                <numerusform>Der Gewinn der Partie bringt %n Marken.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Being dealt seven nines earns %n check(s).</source>
            <translation>
                <numerusform>Wer sieben Neunen bekommt, erhält %n Marke.</numerusform>
                <numerusform>Wer sieben Neunen bekommt, erhält %n Marken.</numerusform>
            </translation>
        </message>
        <message>
            <source>The lowest bid is {lowest}; bids go up in steps of {step} (then {bigger} from {threshold}).</source>
            <translation>Das niedrigste Gebot ist {lowest}; geboten wird in Schritten von {step} (ab {threshold} in Schritten von {bigger}).</translation>
        </message>
        <message>
            <source>The lowest bid is {lowest}; bids go up in steps of {step}.</source>
            <translation>Das niedrigste Gebot ist {lowest}; geboten wird in Schritten von {step}.</translation>
        </message>
        <message>
            <source>Bidding starts left of the dealer and goes clockwise; a pass is final.</source>
            <translation>Das Reizen beginnt links vom Geber und geht im Uhrzeigersinn; wer passt, ist draußen.</translation>
        </message>
        <message>
            <source>The player left of the dealer must open at {lowest}.</source>
            <translation>Der Spieler links vom Geber muss mit {lowest} eröffnen.</translation>
        </message>
        <message>
            <source>A player holding meld may not pass before someone bids.</source>
            <translation>Wer eine Meldung hat, darf nicht passen, bevor jemand geboten hat.</translation>
        </message>
        <message>
            <source>If everyone passes, the dealer is stuck with a bid of {bid}.</source>
            <translation>Wenn alle passen, muss der Geber ein Gebot von {bid} spielen.</translation>
        </message>
        <message>
            <source>If everyone passes, the dealer is stuck with the minimum bid.</source>
            <translation>Wenn alle passen, muss der Geber das Mindestgebot spielen.</translation>
        </message>
        <message>
            <source>If everyone passes, the cards are redealt by the next dealer.</source>
            <translation>Wenn alle passen, gibt der nächste Geber neu.</translation>
        </message>
        <message>
            <source>You may name trump only in a suit where you hold a marriage.</source>
            <translation>Trumpf darfst du nur in einer Farbe bestimmen, in der du ein Paar hast.</translation>
        </message>
        <message>
            <source>You may name trump only in a suit where you hold meld.</source>
            <translation>Trumpf darfst du nur in einer Farbe bestimmen, in der du eine Meldung hast.</translation>
        </message>
        <message>
            <source>The highest bidder names trump.</source>
            <translation>Der Höchstbietende bestimmt Trumpf.</translation>
        </message>
        <message numerus="yes">
            <source>A widow of %n card(s) is turned up for everyone, then taken by the bidder.</source>
            <translation>
                <numerusform>Ein Dabb aus %n Karte wird für alle aufgedeckt und dann vom Spieler aufgenommen.</numerusform>
                <numerusform>Ein Dabb aus %n Karten wird für alle aufgedeckt und dann vom Spieler aufgenommen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A widow of %n card(s) is taken unseen by the bidder.</source>
            <translation>
                <numerusform>Ein Dabb aus %n Karte wird vom Spieler ungesehen aufgenommen.</numerusform>
                <numerusform>Ein Dabb aus %n Karten wird vom Spieler ungesehen aufgenommen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A widow of %n card(s) is dealt out by the bidder, one card to each player.</source>
            <translation>
                <numerusform>Ein Dabb aus %n Karte wird vom Spieler verteilt, eine Karte an jeden Spieler.</numerusform>
                <numerusform>Ein Dabb aus %n Karten wird vom Spieler verteilt, eine Karte an jeden Spieler.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A widow of %n card(s).</source>
            <translation>
                <numerusform>Ein Dabb aus %n Karte.</numerusform>
                <numerusform>Ein Dabb aus %n Karten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The bidder then buries %n card(s) face down; their counters score for the bidder.</source>
            <translation>
                <numerusform>Danach drückt der Spieler %n Karte verdeckt; ihre Zählkarten zählen für den Spieler.</numerusform>
                <numerusform>Danach drückt der Spieler %n Karten verdeckt; ihre Zählkarten zählen für den Spieler.</numerusform>
            </translation>
        </message>
        <message>
            <source>After naming trump the bidder calls a card (usually the ace of trump). Its holder (when several hold one, the first of its holders to play it) is the bidder's partner for this hand, in secret until that card is played; everyone else plays against the two. A bidder who calls a card it holds every copy of plays alone.</source>
            <translation>Nachdem er Trumpf bestimmt hat, ruft der Spieler eine Karte (meist das Trumpf-Ass). Wer sie hat (haben mehrere eine, der erste von ihnen, der sie spielt), ist in diesem Spiel der Partner des Spielers, geheim, bis die Karte gespielt wird; alle anderen spielen gegen die beiden. Ruft der Spieler eine Karte, von der er alle Exemplare hat, spielt er allein.</translation>
        </message>
        <message>
            <source>After naming trump the bidder calls a card (usually the ace of trump). Its holder (when several hold one, its first holder clockwise from the bidder) is the bidder's partner for this hand, in secret until that card is played; everyone else plays against the two. A bidder who calls a card it holds every copy of plays alone.</source>
            <translation>Nachdem er Trumpf bestimmt hat, ruft der Spieler eine Karte (meist das Trumpf-Ass). Wer sie hat (haben mehrere eine, der erste von ihnen im Uhrzeigersinn ab dem Spieler), ist in diesem Spiel der Partner des Spielers, geheim, bis die Karte gespielt wird; alle anderen spielen gegen die beiden. Ruft der Spieler eine Karte, von der er alle Exemplare hat, spielt er allein.</translation>
        </message>
        <message>
            <source>If the bid is made, bidder and partner each score their team's meld and counters; if not, each loses the bid. Each of the others scores their own meld (when their side saves meld) and the counters in the tricks they took.</source>
            <translation>Wird das Gebot erfüllt, bekommen Spieler und Partner je die Meldung und die Zählkarten ihrer Partei; wenn nicht, verliert jeder das Gebot. Jeder der anderen bekommt seine eigene Meldung (wenn seine Partei die Meldung rettet) und die Zählkarten in den Stichen, die er gemacht hat.</translation>
        </message>
        <message numerus="yes">
            <source>After trump is named, the bidder and the bidder's partner pass each other %n card(s) at the same time.</source>
            <translation>
                <numerusform>Nachdem Trumpf bestimmt ist, schieben sich der Spieler und sein Partner gleichzeitig %n Karte zu.</numerusform>
                <numerusform>Nachdem Trumpf bestimmt ist, schieben sich der Spieler und sein Partner gleichzeitig %n Karten zu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>After trump is named, the bidder's partner passes %n card(s) to the bidder, who passes the same number back.</source>
            <translation>
                <numerusform>Nachdem Trumpf bestimmt ist, schiebt der Partner des Spielers ihm %n Karte, und der Spieler schiebt ebenso viele zurück.</numerusform>
                <numerusform>Nachdem Trumpf bestimmt ist, schiebt der Partner des Spielers ihm %n Karten, und der Spieler schiebt ebenso viele zurück.</numerusform>
            </translation>
        </message>
        <message>
            <source>Before the first lead the bidder may concede: they lose the bid and the others score their meld.</source>
            <translation>Vor dem ersten Ausspiel darf der Spieler aufgeben: Er verliert das Gebot, und die anderen bekommen ihre Meldung.</translation>
        </message>
        <message>
            <source>The bidder may shoot the moon: promise to take every trick.</source>
            <translation>Der Spieler darf einen Durchmarsch ansagen: das Versprechen, jeden Stich zu machen.</translation>
        </message>
        <message>
            <source>A player dealt too many nines may throw the hand in for a redeal.</source>
            <translation>Wer zu viele Neunen bekommt, darf sein Blatt hinwerfen, dann wird neu gegeben.</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Reizen</translation>
        </message>
        <message>
            <source>The bidder leads to the first trick.</source>
            <translation>Der Spieler spielt zum ersten Stich aus.</translation>
        </message>
        <message>
            <source>The first lead must be trump if possible.</source>
            <translation>Das erste Ausspiel muss nach Möglichkeit Trumpf sein.</translation>
        </message>
        <message>
            <source>You must follow suit. If you cannot, you must trump.</source>
            <translation>Du musst Farbe bedienen. Kannst du nicht, musst du stechen.</translation>
        </message>
        <message>
            <source>You must follow suit.</source>
            <translation>Du musst Farbe bedienen.</translation>
        </message>
        <message>
            <source>The highest trump wins, else the highest card of the suit led; of two identical cards the first played wins. The winner leads next.</source>
            <translation>Der höchste Trumpf gewinnt, sonst die höchste Karte der ausgespielten Farbe; von zwei gleichen Karten gewinnt die zuerst gespielte. Der Gewinner spielt als Nächster aus.</translation>
        </message>
        <message>
            <source>No bidding: the next card is turned up for trump and the rest form the stock.</source>
            <translation>Kein Reizen: Die nächste Karte wird als Trumpf aufgedeckt, der Rest bildet den Talon.</translation>
        </message>
        <message>
            <source>If the turned-up card is a nine, the dealer scores {points}.</source>
            <translation>Ist die aufgedeckte Karte eine Neun, bekommt der Geber {points}.</translation>
        </message>
        <message>
            <source>While the stock lasts you need not follow suit; the higher card of the suit led or a trump wins.</source>
            <translation>Solange der Talon reicht, musst du nicht Farbe bedienen; die höhere Karte der ausgespielten Farbe oder ein Trumpf gewinnt.</translation>
        </message>
        <message>
            <source>The winner of each trick may lay one meld face up, then both players draw.</source>
            <translation>Der Gewinner jedes Stichs darf eine Meldung offen auslegen, dann ziehen beide Spieler eine Karte.</translation>
        </message>
        <message>
            <source>The dix (9 of trump) may be exchanged for the turned-up card, or shown, for 10.</source>
            <translation>Der Dix (Trumpf-Neun) kann gegen die aufgedeckte Karte getauscht oder vorgezeigt werden, für 10.</translation>
        </message>
        <message>
            <source>When the stock is gone, melds go back to the hands and you must follow suit, trump if you cannot, and beat the card led if you can.</source>
            <translation>Ist der Talon aufgebraucht, kommen die Meldungen zurück auf die Hand, und du musst Farbe bedienen, stechen, wenn du nicht kannst, und die ausgespielte Karte schlagen, wenn du kannst.</translation>
        </message>
        <message>
            <source>When the stock is gone, melds go back to the hands and you must follow suit, trump if you cannot, and beat the card led when trump is led.</source>
            <translation>Ist der Talon aufgebraucht, kommen die Meldungen zurück auf die Hand, und du musst Farbe bedienen, stechen, wenn du nicht kannst, und die ausgespielte Karte schlagen, wenn Trumpf ausgespielt wurde.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>When the stock is gone, melds go back to the hands and you must follow suit and beat the card led if you can.</source>
            <translation>Ist der Talon aufgebraucht, kommen die Meldungen zurück auf die Hand, und du musst Farbe bedienen und die ausgespielte Karte schlagen, wenn du kannst.</translation>
        </message>
        <message>
            <source>When the stock is gone, melds go back to the hands and you must follow suit, and beat the card led when trump is led.</source>
            <translation>Ist der Talon aufgebraucht, kommen die Meldungen zurück auf die Hand, und du musst Farbe bedienen und die ausgespielte Karte schlagen, wenn Trumpf ausgespielt wurde.</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>Meldungen</translation>
        </message>
        <message>
            <source>Single</source>
            <translation>Einfach</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>Doppelt</translation>
        </message>
        <message>
            <source>A card may be used in one meld of each kind (sequence, around, pinochle) at once.</source>
            <translation>Eine Karte darf gleichzeitig in je einer Meldung jeder Art verwendet werden (Familie/Paar, vier Gleiche, Binokel).</translation>
        </message>
        <message>
            <source>Marriages count only in trump.</source>
            <translation>Paare zählen nur in Trumpf.</translation>
        </message>
        <message>
            <source>Four runs, four royal marriages or four pinochles in one hand win the game when the hand is scored.</source>
            <translation>Vier Familien, vier Trumpfpaare oder vier Binokel in einem Spiel gewinnen die Partie, sobald das Spiel abgerechnet wird.</translation>
        </message>
        <message>
            <source>Counters won in tricks: {counted}; the last trick is worth {last}. All counters add up to {total}.</source>
            <translation>In Stichen gewonnene Zählkarten: {counted}; der letzte Stich zählt {last}. Alle Zählkarten ergeben zusammen {total}.</translation>
        </message>
        <message>
            <source>Meld always counts.</source>
            <translation>Die Meldung zählt immer.</translation>
        </message>
        <message>
            <source>A side's meld counts only if it wins at least one trick.</source>
            <translation>Die Meldung einer Partei zählt nur, wenn sie mindestens einen Stich macht.</translation>
        </message>
        <message>
            <source>A side's meld counts only if it takes {points} in counters.</source>
            <translation>Die Meldung einer Partei zählt nur, wenn sie {points} Augen in Zählkarten macht.</translation>
        </message>
        <message>
            <source>The bidding side must make meld plus counters at least equal to the bid, or it is set: the bid is subtracted from its score.</source>
            <translation>Die bietende Partei muss mit Meldung und Zählkarten mindestens das Gebot erreichen, sonst geht sie ab: Das Gebot wird von ihrem Stand abgezogen.</translation>
        </message>
        <message>
            <source>The bidder must make meld plus counters at least equal to the bid; the opponents' counters decide nothing else.</source>
            <translation>Der Spieler muss mit Meldung und Zählkarten mindestens das Gebot erreichen; die Zählkarten der Gegner entscheiden sonst nichts.</translation>
        </message>
        <message>
            <source>Counters are rounded to the nearest ten (7, 8 and 9 round up).</source>
            <translation>Zählkarten werden auf den nächsten Zehner gerundet (7, 8 und 9 werden aufgerundet).</translation>
        </message>
        <message>
            <source>{low} or more: {units}</source>
            <translation>{low} oder mehr: {units}</translation>
        </message>
        <message>
            <source>Scarne's scale</source>
            <translation>Skala nach Scarne</translation>
        </message>
        <message>
            <source>Scarne's scale with bonus</source>
            <translation>Skala nach Scarne mit Bonus</translation>
        </message>
        <message>
            <source>Hoyle's scale</source>
            <translation>Skala nach Hoyle</translation>
        </message>
        <message>
            <source>your own table</source>
            <translation>deine eigene Tabelle</translation>
        </message>
        <message>
            <source>Each hand is paid off in units, and the units are the score. A bid is worth the units of its band ({scale}: {table}).</source>
            <translation>Jedes Spiel wird in Einheiten ausgezahlt, und die Einheiten sind der Stand. Ein Gebot ist so viele Einheiten wert wie seine Stufe ({scale}: {table}).</translation>
        </message>
        <message>
            <source>Every player at the table takes part in the settlement, the one sitting out too.</source>
            <translation>Jeder Spieler am Tisch nimmt an der Abrechnung teil, auch der, der aussetzt.</translation>
        </message>
        <message>
            <source>Only the bidder melds.</source>
            <translation>Nur der Spieler meldet.</translation>
        </message>
        <message>
            <source>Before leading to the first trick the bidder may play the hand, claim it when the meld alone makes the bid, concede it, or re-arrange: take the buried cards back and name trump, meld and bury again.</source>
            <translation>Vor dem Ausspiel zum ersten Stich darf der Spieler das Spiel spielen, es ansagen, wenn die Meldung allein das Gebot erreicht, es aufgeben oder neu ordnen: die gedrückten Karten zurücknehmen und erneut Trumpf bestimmen, melden und drücken.</translation>
        </message>
        <message>
            <source>Before leading to the first trick the bidder may play the hand, claim it when the meld alone makes the bid, or re-arrange: take the buried cards back and name trump, meld and bury again.</source>
            <translation>Vor dem Ausspiel zum ersten Stich darf der Spieler das Spiel spielen, es ansagen, wenn die Meldung allein das Gebot erreicht, oder neu ordnen: die gedrückten Karten zurücknehmen und erneut Trumpf bestimmen, melden und drücken.</translation>
        </message>
        <message>
            <source>When the bidder plays, each opponent in turn may concede the contract or defend; if every opponent concedes, it is made without play.</source>
            <translation>Wenn der Spieler spielt, darf jeder Gegner der Reihe nach das Spiel aufgeben oder sich verteidigen; geben alle Gegner auf, gilt das Spiel ohne Ausspielen als erfüllt.</translation>
        </message>
        <message>
            <source>Made, claimed or conceded by the opponents: each of the other {others} players pays the bidder the bid's value.</source>
            <translation>Erfüllt, angesagt oder von den Gegnern aufgegeben: Jeder der {others} anderen Spieler zahlt dem Spieler den Wert des Gebots.</translation>
        </message>
        <message>
            <source>Single bete: a bidder who concedes pays the value to each other player and to the kitty.</source>
            <translation>Einfach Bete: Ein Spieler, der aufgibt, zahlt den Wert an jeden anderen Spieler und an die Kasse.</translation>
        </message>
        <message>
            <source>Double bete: a bidder who plays and is set pays twice the value to each of them and to the kitty.</source>
            <translation>Doppelt Bete: Ein Spieler, der spielt und abgeht, zahlt den doppelten Wert an jeden von ihnen und an die Kasse.</translation>
        </message>
        <message>
            <source>A bidder forced to open at the minimum may throw the hand in without looking at the widow, paying the value to the kitty alone.</source>
            <translation>Ein Spieler, der mit dem Mindestgebot eröffnen musste, darf aufgeben, ohne den Dabb anzusehen, und zahlt den Wert dann nur an die Kasse.</translation>
        </message>
        <message>
            <source>With spades trump a hand pays double (a concession pays single).</source>
            <translation>Mit Pik als Trumpf zahlt ein Spiel doppelt (eine Aufgabe zahlt einfach).</translation>
        </message>
        <message>
            <source>The kitty is never paid out; it only grows.</source>
            <translation>Die Kasse wird nie ausgezahlt; sie wächst nur.</translation>
        </message>
        <message>
            <source>A bidder who makes a bid of {bid} or more is paid by the kitty too, as far as it holds.</source>
            <translation>Ein Spieler, der ein Gebot von {bid} oder mehr erfüllt, wird auch aus der Kasse bezahlt, soweit sie reicht.</translation>
        </message>
        <message>
            <source>When the game ends the kitty is shared evenly among the players.</source>
            <translation>Am Ende der Partie wird die Kasse gleichmäßig unter den Spielern aufgeteilt.</translation>
        </message>
        <message>
            <source>Play as long as you like; whoever holds the most units is ahead.</source>
            <translation>Spielt, so lange ihr wollt; wer die meisten Einheiten hat, liegt vorn.</translation>
        </message>
        <message>
            <source>The game lasts {rounds} rounds (each player deals once a round, {deals} deals); the most units win, and a shared lead plays one more deal.</source>
            <translation>Die Partie dauert {rounds} Runden (jeder Spieler gibt einmal pro Runde, {deals} Spiele); die meisten Einheiten gewinnen, und bei Gleichstand an der Spitze wird noch ein Spiel gespielt.</translation>
        </message>
        <message>
            <source>The first side to reach {target} at the end of a hand wins.</source>
            <translation>Die Partei, die als erste am Ende eines Spiels {target} erreicht, gewinnt.</translation>
        </message>
        <message>
            <source>Only the bidder can go out: by making the bid and reaching the target.</source>
            <translation>Nur der Spieler kann ausgehen: indem er sein Gebot erfüllt und das Ziel erreicht.</translation>
        </message>
        <message>
            <source>If several sides pass the target together, the bidding side wins if it made its bid.</source>
            <translation>Überschreiten mehrere Parteien gleichzeitig das Ziel, gewinnt die bietende Partei, wenn sie ihr Gebot erfüllt hat.</translation>
        </message>
        <message>
            <source>If both pass the target together, it rises by {points}.</source>
            <translation>Überschreiten beide gleichzeitig das Ziel, wird es um {points} erhöht.</translation>
        </message>
        <message>
            <source>{option}: {value}</source>
            <translation>{option}: {value}</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Hand</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Bidder</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Bid</source>
            <comment>the contract</comment>
            <translation>Gebot</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Trumpf</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>{name}: units</source>
            <translation>{name}: Einheiten</translation>
        </message>
        <message>
            <source>total</source>
            <translation>gesamt</translation>
        </message>
        <message>
            <source>Kitty</source>
            <translation>Kasse</translation>
        </message>
        <message>
            <source>{name}: meld</source>
            <translation>{name}: Meldung</translation>
        </message>
        <message>
            <source>counters</source>
            <translation>Augen</translation>
        </message>
        <message>
            <source>hand</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>checks</source>
            <translation>Marken</translation>
        </message>
        <message>
            <source>Conceded</source>
            <translation>Aufgegeben</translation>
        </message>
        <message>
            <source>Moon made</source>
            <translation>Durchmarsch geschafft</translation>
        </message>
        <message>
            <source>Moon failed</source>
            <translation>Durchmarsch gescheitert</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Erfüllt</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Abgegangen</translation>
        </message>
        <message>
            <source>Led by</source>
            <translation>Ausgespielt von</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>Gewinner</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
    </context>
    <context>
        <name>SelectionPanel</name>
        <message numerus="yes">
            <source>Pass %n card(s) to {target}</source>
            <translation>
                <numerusform>%n Karte an {target} schieben</numerusform>
                <numerusform>%n Karten an {target} schieben</numerusform>
            </translation>
        </message>
        <message>
            <source>Click cards in your hand to choose them.</source>
            <translation>Klick Karten in deinem Blatt an, um sie zu wählen.</translation>
        </message>
        <message>
            <source>You received {cards}.</source>
            <translation>Du hast {cards} bekommen.</translation>
        </message>
        <message numerus="yes">
            <source>Bury %n card(s)</source>
            <translation>
                <numerusform>%n Karte drücken</numerusform>
                <numerusform>%n Karten drücken</numerusform>
            </translation>
        </message>
        <message>
            <source>Click cards in your hand to bury them face down; counters you bury still count for you. Keep your meld if you can.</source>
            <translation>Klick Karten in deinem Blatt an, um sie verdeckt zu drücken; gedrückte Zählkarten zählen weiter für dich. Behalte deine Meldung, wenn du kannst.</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Zurücksetzen</translation>
        </message>
        <message>
            <source>Choose cards</source>
            <translation>Karten wählen</translation>
        </message>
        <message>
            <source>On the table: the Left and Right arrows move between your cards, Space chooses one, Enter passes the cards once all are chosen.</source>
            <translation>Am Tisch: Mit den Pfeiltasten links und rechts wechselst du zwischen deinen Karten, die Leertaste wählt eine, und Eingabe schiebt die Karten, sobald alle gewählt sind.</translation>
        </message>
        <message>
            <source>On the table: the Left and Right arrows move between your cards, Space chooses one, Enter buries the cards once all are chosen.</source>
            <translation>Am Tisch: Mit den Pfeiltasten links und rechts wechselst du zwischen deinen Karten, die Leertaste wählt eine, und Eingabe drückt die Karten, sobald alle gewählt sind.</translation>
        </message>
        <message>
            <source>Pass {cards}</source>
            <translation>{cards} schieben</translation>
        </message>
        <message>
            <source>Bury {cards}</source>
            <translation>{cards} drücken</translation>
        </message>
        <message>
            <source>Melded cards may be buried only when nothing else is left.</source>
            <translation>Gemeldete Karten dürfen nur gedrückt werden, wenn nichts anderes übrig ist.</translation>
        </message>
        <message>
            <source>Pass ({chosen} of {count} chosen)</source>
            <translation>Schieben ({chosen} von {count} gewählt)</translation>
        </message>
        <message>
            <source>Bury ({chosen} of {count} chosen)</source>
            <translation>Drücken ({chosen} von {count} gewählt)</translation>
        </message>
    </context>
    <context>
        <name>SingleInstance</name>
        <message>
            <source>the folder {folder} could not be made ({reason})</source>
            <translation>der Ordner {folder} konnte nicht angelegt werden ({reason})</translation>
        </message>
        <message>
            <source>the folder {folder} is not a private folder of yours</source>
            <translation>der Ordner {folder} ist kein privater Ordner von dir</translation>
        </message>
        <message>
            <source>the folder {folder} has too long a name</source>
            <translation>der Ordner {folder} hat einen zu langen Namen</translation>
        </message>
        <message>
            <source>Pinochle Desktop is already open, but files cannot be passed to it: {reason}. Open them in its window with Game &gt; Open…</source>
            <translation>Pinochle Desktop ist bereits geöffnet, aber Dateien können nicht an es übergeben werden: {reason}. Öffne sie in seinem Fenster mit Spiel &gt; Öffnen…</translation>
        </message>
        <message>
            <source>Saved games you open while Pinochle Desktop is running cannot reach this window: {reason}. Open them with Game &gt; Open… instead.</source>
            <translation>Gespeicherte Partien, die du öffnest, während Pinochle Desktop läuft, erreichen dieses Fenster nicht: {reason}. Öffne sie stattdessen mit Spiel &gt; Öffnen…</translation>
        </message>
    </context>
    <context>
        <name>Speeds</name>
        <message>
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <source>Instant (no animation)</source>
            <translation>Sofort (keine Animation)</translation>
        </message>
    </context>
    <context>
        <name>Stakes</name>
        <message>
            <source>you</source>
            <comment>a name inside a sentence</comment>
            <translation>du</translation>
        </message>
        <message>
            <source>{bidder} bid {contract} and will play it: concede it or defend?</source>
            <translation>{bidder} hat {contract} geboten und spielt es: aufgeben oder verteidigen?</translation>
        </message>
        <message>
            <source>Conceding pays {bidder} {units} now, as if the contract were made (it is made without play only if every opponent concedes); defending plays it out, and if {bidder} is set, {payer} pays you twice that.</source>
            <translation>Gibst du auf, bekommt {bidder} jetzt {units}, als wäre das Spiel erfüllt (ohne Spiel gilt es nur dann als erfüllt, wenn alle Gegenspieler aufgeben); verteidigst du, wird durchgespielt, und geht {bidder} ab, zahlt {payer} dir das Doppelte.</translation>
        </message>
        <message>
            <source>Your contract is {contract}: play, claim, concede or re-arrange?</source>
            <translation>Dein Spiel ist {contract}: spielen, ansagen, aufgeben oder neu ordnen?</translation>
        </message>
        <message>
            <source>Your meld is {meld}; the bid is worth {units} from each of the {others} others.</source>
            <translation>Deine Meldung ist {meld}; das Gebot bringt {units} von jedem der {others} anderen.</translation>
        </message>
        <message>
            <source>Your meld makes the bid: claim it and be paid without play.</source>
            <translation>Deine Meldung erreicht das Gebot: sag es an und lass dich ohne Spiel auszahlen.</translation>
        </message>
        <message>
            <source>Conceding (single bete) pays {units} to each player and the kitty; playing and losing (double bete) pays twice that.</source>
            <translation>Aufgeben (einfach Bete) kostet {units} an jeden Spieler und an die Kasse; spielen und verlieren (doppelt Bete) kostet das Doppelte.</translation>
        </message>
        <message>
            <source>Re-arranging takes the buried cards back to name trump, meld and bury again.</source>
            <translation>Neu ordnen nimmt die gedrückten Karten zurück, um noch einmal Trumpf zu bestimmen, zu melden und zu drücken.</translation>
        </message>
        <message>
            <source>Throw in without seeing the widow?</source>
            <translation>Hinwerfen, ohne den Dabb anzusehen?</translation>
        </message>
        <message>
            <source>You were forced to open at {contract}. Throw in now and pay {units} to the kitty alone, or turn up the widow and play (conceding after that pays {units} to each player and the kitty).</source>
            <translation>Du musstest mit {contract} eröffnen. Wirf jetzt hin und zahl {units} nur an die Kasse, oder deck den Dabb auf und spiel (gibst du danach auf, zahlst du {units} an jeden Spieler und an die Kasse).</translation>
        </message>
        <message>
            <source>{bidder} made {contract}</source>
            <translation>{bidder}: {contract} erfüllt</translation>
        </message>
        <message>
            <source>{bidder} claimed {contract}</source>
            <translation>{bidder}: {contract} angesagt</translation>
        </message>
        <message>
            <source>{bidder} won {contract} unplayed (conceded)</source>
            <translation>{bidder}: {contract} kampflos erfüllt (die Gegner gaben auf)</translation>
        </message>
        <message>
            <source>{how}: {units} from each player, and {kitty} from the kitty</source>
            <translation>{how}: {units} von jedem Spieler und {kitty} aus der Kasse</translation>
        </message>
        <message>
            <source>{how}: {units} from each player</source>
            <translation>{how}: {units} von jedem Spieler</translation>
        </message>
        <message>
            <source>{bidder} threw in {contract} unseen: {units} to the kitty</source>
            <translation>{bidder}: {contract} unbesehen hingeworfen, {units} an die Kasse</translation>
        </message>
        <message>
            <source>{bidder} conceded {contract} (single bete)</source>
            <translation>{bidder}: {contract} aufgegeben (einfach Bete)</translation>
        </message>
        <message>
            <source>{bidder} were set on {contract} (double bete)</source>
            <comment>you were set</comment>
            <translation>{bidder}: mit {contract} abgegangen (doppelt Bete)</translation>
        </message>
        <message>
            <source>{bidder} was set on {contract} (double bete)</source>
            <translation>{bidder}: mit {contract} abgegangen (doppelt Bete)</translation>
        </message>
        <message>
            <source>{how}: {units} to each player and the kitty</source>
            <translation>{how}: {units} an jeden Spieler und an die Kasse</translation>
        </message>
        <message>
            <source>{bidder}: meld {meld} + counters {counters} = {total}, needing {contract}.</source>
            <translation>{bidder}: Meldung {meld} + Augen {counters} = {total}, nötig: {contract}.</translation>
        </message>
        <message>
            <source>The kitty holds {units}.</source>
            <translation>In der Kasse: {units}.</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>Meldung</translation>
        </message>
        <message>
            <source>Counters</source>
            <translation>Augen</translation>
        </message>
        <message>
            <source>This hand</source>
            <translation>Dieses Spiel</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Einheiten</translation>
        </message>
        <message>
            <source>{name} (bidder)</source>
            <translation>{name} (Alleinspieler)</translation>
        </message>
        <message>
            <source>Kitty</source>
            <translation>Kasse</translation>
        </message>
        <message>
            <source>{action} (−{units} each)</source>
            <translation>{action} (je −{units})</translation>
        </message>
        <message>
            <source>Throw in unseen (−{units} to the kitty)</source>
            <translation>Unbesehen hinwerfen (−{units} an die Kasse)</translation>
        </message>
        <message>
            <source>{action} (−{units})</source>
            <translation>{action} (−{units})</translation>
        </message>
        <message>
            <source>Units this hand</source>
            <translation>Einheiten in diesem Spiel</translation>
        </message>
    </context>
    <context>
        <name>StakesBands</name>
        <message>
            <source>No bands</source>
            <translation>Keine Stufen</translation>
        </message>
        <message>
            <source>{low} or more: {units}</source>
            <translation>{low} oder mehr: {units}</translation>
        </message>
        <message numerus="yes">
            <source>A bid of {low} or more is worth %n unit(s).</source>
            <translation>
                <numerusform>Ein Gebot von {low} oder mehr ist %n Einheit wert.</numerusform>
                <numerusform>Ein Gebot von {low} oder mehr ist %n Einheiten wert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A bid from {low} to {high} is worth %n unit(s).</source>
            <translation>
                <numerusform>Ein Gebot von {low} bis {high} ist %n Einheit wert.</numerusform>
                <numerusform>Ein Gebot von {low} bis {high} ist %n Einheiten wert.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bids from</source>
            <translation>Gebote ab</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>Einheiten</translation>
        </message>
        <message>
            <source>Stakes bands</source>
            <translation>Einsatzstufen</translation>
        </message>
        <message>
            <source>Each row: the lowest bid of the band and the units it is worth.</source>
            <translation>Jede Zeile: das niedrigste Gebot der Stufe und die Einheiten, die sie wert ist.</translation>
        </message>
        <message>
            <source>&amp;Add band</source>
            <translation>Stufe &amp;hinzufügen</translation>
        </message>
        <message>
            <source>Add a stakes band</source>
            <translation>Eine Einsatzstufe hinzufügen</translation>
        </message>
        <message>
            <source>Re&amp;move band</source>
            <translation>Stufe &amp;entfernen</translation>
        </message>
        <message>
            <source>Remove the chosen stakes band</source>
            <translation>Die gewählte Einsatzstufe entfernen</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>Games started</source>
            <translation>Begonnene Partien</translation>
        </message>
        <message>
            <source>Games finished</source>
            <translation>Beendete Partien</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Gewonnene Partien</translation>
        </message>
        <message>
            <source>Hands played</source>
            <translation>Gespielte Spiele</translation>
        </message>
        <message>
            <source>Contracts made</source>
            <translation>Erfüllte Spiele</translation>
        </message>
        <message>
            <source>Contracts set</source>
            <translation>Abgegangene Spiele</translation>
        </message>
        <message>
            <source>Your contracts made</source>
            <translation>Deine erfüllten Spiele</translation>
        </message>
        <message>
            <source>Your contracts set</source>
            <translation>Deine abgegangenen Spiele</translation>
        </message>
        <message>
            <source>Average meld (your side)</source>
            <translation>Durchschnittliche Meldung (deine Partei)</translation>
        </message>
        <message>
            <source>Average winning bid</source>
            <translation>Durchschnittliches Höchstgebot</translation>
        </message>
        <message>
            <source>Average of your winning bids</source>
            <translation>Durchschnitt deiner Höchstgebote</translation>
        </message>
        <message>
            <source>{share} of {games}</source>
            <translation>{share} von {games}</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>Overview</source>
            <translation>Übersicht</translation>
        </message>
        <message>
            <source>Win rate by variant</source>
            <translation>Gewinnquote nach Variante</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>By variant</source>
            <translation>Nach Variante</translation>
        </message>
        <message>
            <source>Win rate by the computer players' level</source>
            <translation>Gewinnquote nach Stärke der Computerspieler</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>Mixed levels</source>
            <translation>Gemischte Stärken</translation>
        </message>
        <message>
            <source>No computer players</source>
            <translation>Keine Computerspieler</translation>
        </message>
        <message>
            <source>By difficulty</source>
            <translation>Nach Schwierigkeit</translation>
        </message>
        <message>
            <source>Your decisions</source>
            <translation>Deine Entscheidungen</translation>
        </message>
        <message>
            <source>Challenges</source>
            <translation>Herausforderungen</translation>
        </message>
        <message>
            <source>No hands have been played yet. Finished hands are counted here automatically.</source>
            <translation>Es wurden noch keine Spiele gespielt. Beendete Spiele werden hier automatisch gezählt.</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <source>Contracts</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <source>All made</source>
            <translation>Alle erfüllt</translation>
        </message>
        <message>
            <source>All set</source>
            <translation>Alle abgegangen</translation>
        </message>
        <message>
            <source>Yours made</source>
            <translation>Eigene erfüllt</translation>
        </message>
        <message>
            <source>Yours set</source>
            <translation>Eigene abgegangen</translation>
        </message>
        <message>
            <source>No analysed hands yet. In Review hands, Analyse my play judges every decision of a hand.</source>
            <translation>Noch keine analysierten Spiele. Unter „Spiele im Rückblick“ bewertet „Mein Spiel analysieren“ jede Entscheidung eines Spiels.</translation>
        </message>
        <message>
            <source>Bars: what your decisions cost in each analysed hand, oldest on the left. Line: the running average.</source>
            <translation>Balken: was deine Entscheidungen in jedem analysierten Spiel gekostet haben, das älteste links. Linie: der laufende Durchschnitt.</translation>
        </message>
        <message>
            <source>Points your decisions cost per hand</source>
            <translation>Punkte, die deine Entscheidungen pro Spiel kosteten</translation>
        </message>
        <message numerus="yes">
            <source>Your decisions cost about {points} points a hand over your last %n analysed hand(s).</source>
            <translation>
                <numerusform>Deine Entscheidungen kosteten etwa {points} Punkte pro Spiel in deinem letzten analysierten Spiel.</numerusform>
                <numerusform>Deine Entscheidungen kosteten etwa {points} Punkte pro Spiel in deinen letzten %n analysierten Spielen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partien</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Gewinnquote</translation>
        </message>
        <message>
            <source>No finished games yet.</source>
            <translation>Noch keine beendeten Partien.</translation>
        </message>
        <message>
            <source>{played} of {deals}</source>
            <translation>{played} von {deals}</translation>
        </message>
        <message>
            <source>Started (UTC)</source>
            <translation>Begonnen (UTC)</translation>
        </message>
        <message>
            <source>Series</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <source>Against the Expert</source>
            <translation>Gegenüber dem Experten</translation>
        </message>
        <message>
            <source>Challenges against the Expert</source>
            <translation>Herausforderungen an den Experten</translation>
        </message>
        <message>
            <source>{series} series, {deals} deals: {total} points against the Expert in all (positive: you did better).</source>
            <translation>Serien: {series}, Spiele: {deals} – insgesamt {total} Punkte gegenüber dem Experten (positiv: du warst besser).</translation>
        </message>
        <message>
            <source>No challenges yet: Game &gt; Challenge the Expert plays a series of deals and compares each with the Expert's play.</source>
            <translation>Noch keine Herausforderungen: „Spiel &gt; Den Experten herausfordern“ spielt eine Serie von Spielen und vergleicht jedes mit dem Spiel des Experten.</translation>
        </message>
    </context>
    <context>
        <name>StatusBar</name>
        <message>
            <source>Resize the window</source>
            <translation>Fenstergröße ändern</translation>
        </message>
    </context>
    <context>
        <name>Summary</name>
        <message>
            <source>Hand {hand}: {scores}</source>
            <translation>Spiel {hand}: {scores}</translation>
        </message>
        <message>
            <source>{who} conceded {contract}</source>
            <translation>{who}: {contract} aufgegeben</translation>
        </message>
        <message>
            <source>{who} shot the moon and made it!</source>
            <translation>{who}: Durchmarsch geschafft!</translation>
        </message>
        <message>
            <source>{who} shot the moon and failed</source>
            <translation>{who}: Durchmarsch gescheitert</translation>
        </message>
        <message>
            <source>{who} made the bid of {contract}</source>
            <translation>{who}: Gebot von {contract} erfüllt</translation>
        </message>
        <message>
            <source>{who} were set: −{contract}</source>
            <comment>you, or a team</comment>
            <translation>{who}: abgegangen, −{contract}</translation>
        </message>
        <message>
            <source>{who} was set: −{contract}</source>
            <translation>{who}: abgegangen, −{contract}</translation>
        </message>
        <message>
            <source>{name} (alone)</source>
            <translation>{name} (allein)</translation>
        </message>
        <message>
            <source>you</source>
            <comment>a name inside a sentence</comment>
            <translation>du</translation>
        </message>
        <message>
            <source>{name} (bidder)</source>
            <translation>{name} (Spieler)</translation>
        </message>
        <message>
            <source>{name} (partner)</source>
            <translation>{name} (Partner)</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Partei</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>Meldung</translation>
        </message>
        <message>
            <source>Counters</source>
            <translation>Augen</translation>
        </message>
        <message>
            <source>This hand</source>
            <translation>Dieses Spiel</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Stand</translation>
        </message>
        <message>
            <source>Checks</source>
            <translation>Marken</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>{bidder} called {card} and played alone</source>
            <translation>{bidder}: {card} gerufen, allein gespielt</translation>
        </message>
        <message>
            <source>{bidder} called {card} and {partner} held it</source>
            <translation>{bidder}: {card} gerufen; Partner: {partner}</translation>
        </message>
        <message>
            <source>{who}: together meld {meld} + counters {counters} = {total}, needing {contract}</source>
            <translation>{who}: zusammen Meldung {meld} + Augen {counters} = {total}, nötig: {contract}</translation>
        </message>
        <message>
            <source>{who}: meld {meld} + counters {counters} = {total}, needing {contract}</source>
            <translation>{who}: Meldung {meld} + Augen {counters} = {total}, nötig: {contract}</translation>
        </message>
        <message>
            <source>{sentence} (meld counts only with a trick taken).</source>
            <translation>{sentence} (Meldungen zählen nur mit mindestens einem Stich).</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Neue Partie…</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>Trump: {suit}</source>
            <translation>Trumpf: {suit}</translation>
        </message>
        <message>
            <source>No trump yet</source>
            <translation>Noch kein Trumpf</translation>
        </message>
        <message>
            <source>Stock {cards}</source>
            <translation>Talon {cards}</translation>
        </message>
    </context>
    <context>
        <name>TableAccess</name>
        <message>
            <source>A face-down card</source>
            <translation>Eine verdeckte Karte</translation>
        </message>
        <message>
            <source>{seat} played the {card}</source>
            <translation>{seat}: {card} gespielt</translation>
        </message>
        <message>
            <source>{card}, playable</source>
            <translation>{card}, spielbar</translation>
        </message>
        <message>
            <source>{card}, not playable: {reason}</source>
            <translation>{card}, nicht spielbar: {reason}</translation>
        </message>
        <message>
            <source>{card}, not playable</source>
            <translation>{card}, nicht spielbar</translation>
        </message>
        <message>
            <source>{card}, chosen</source>
            <translation>{card}, gewählt</translation>
        </message>
        <message>
            <source>{card}, just received</source>
            <translation>{card}, gerade erhalten</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Dein Blatt</translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>Der Stich</translation>
        </message>
        <message>
            <source>The kitty</source>
            <translation>Der Dabb</translation>
        </message>
        <message>
            <source>The widow</source>
            <translation>Der Dabb</translation>
        </message>
        <message>
            <source>Meld shown by {seat}: {total}</source>
            <translation>Meldung ({seat}): {total}</translation>
        </message>
        <message>
            <source>Meld shown by {seat}</source>
            <translation>Meldung ({seat})</translation>
        </message>
        <message>
            <source>sits out this hand</source>
            <translation>setzt dieses Spiel aus</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>Geber</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>am Zug</translation>
        </message>
        <message>
            <source>{seat}: {details}</source>
            <translation>{seat}: {details}</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>L shows the last trick again.</source>
            <translation>L zeigt den letzten Stich noch einmal.</translation>
        </message>
        <message>
            <source>Game information</source>
            <translation>Spielinformationen</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>Trumpf: {suit}</translation>
        </message>
        <message>
            <source>No trump yet</source>
            <translation>Noch kein Trumpf</translation>
        </message>
        <message>
            <source>{side}: {score}</source>
            <translation>{side}: {score}</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>Spieltisch</translation>
        </message>
        <message>
            <source>Controls over the table</source>
            <translation>Bedienelemente über dem Tisch</translation>
        </message>
        <message>
            <source>Your choices</source>
            <translation>Deine Möglichkeiten</translation>
        </message>
    </context>
    <context>
        <name>TableEvents</name>
        <message>
            <source>{bidder} won the bid at {amount} (the dealer is stuck with it).</source>
            <translation>Reizen gewonnen: {bidder} mit {amount} (der Geber muss das Spiel übernehmen).</translation>
        </message>
        <message>
            <source>{bidder} won the bid at {amount}.</source>
            <translation>Reizen gewonnen: {bidder} mit {amount}.</translation>
        </message>
        <message>
            <source>{bidder} called {card}: its holder is the partner, in secret until it plays it.</source>
            <translation>{bidder}: {card} gerufen. Wer diese Karte hat, ist Partner – geheim, bis die Karte gespielt wird.</translation>
        </message>
        <message>
            <source>{who} played {card}: you are {bidder}'s partner.</source>
            <translation>{who}: {card} gespielt – du bist der Partner von {bidder}.</translation>
        </message>
        <message>
            <source>{who} played {card}: {who} is your partner.</source>
            <translation>{who} hat {card} gespielt: {who} ist dein Partner.</translation>
        </message>
        <message>
            <source>{who} played {card}: {who} is {bidder}'s partner.</source>
            <translation>{who} hat {card} gespielt: {who} ist der Partner von {bidder}.</translation>
        </message>
        <message numerus="yes">
            <source>{seat} passed %n card(s) to {target}.</source>
            <translation>
                <numerusform>{seat}: %n Karte geschoben, Empfänger: {target}.</numerusform>
                <numerusform>{seat}: %n Karten geschoben, Empfänger: {target}.</numerusform>
            </translation>
        </message>
        <message>
            <source>The widow is turned up for {seat}.</source>
            <translation>Der Dabb wird aufgedeckt (Spieler: {seat}).</translation>
        </message>
        <message>
            <source>{seat} melds {meld} for {points}.</source>
            <translation>{seat}: {meld} gemeldet, {points} Punkte.</translation>
        </message>
        <message>
            <source>{seat} melds the dix for {points}.</source>
            <translation>{seat}: Dix gemeldet, {points} Punkte.</translation>
        </message>
        <message>
            <source>The stock is used up: melds go back to the hands, and now you must follow suit.</source>
            <translation>Der Talon ist aufgebraucht: die Meldungen gehen zurück auf die Hand, und ab jetzt musst du Farbe bedienen.</translation>
        </message>
        <message>
            <source>{seat} shoots the moon!</source>
            <translation>{seat}: Durchmarsch!</translation>
        </message>
        <message>
            <source>{seat} conceded the hand without seeing the widow.</source>
            <translation>{seat}: Spiel aufgegeben, ohne den Dabb anzusehen.</translation>
        </message>
        <message>
            <source>{seat} conceded the hand.</source>
            <translation>{seat}: Spiel aufgegeben.</translation>
        </message>
        <message>
            <source>{seat} claimed the contract: the meld makes the bid.</source>
            <translation>{seat}: Spiel angesagt – die Meldung erreicht das Gebot.</translation>
        </message>
        <message>
            <source>{seat} took the {count} buried cards back to name trump, meld and bury again.</source>
            <translation>{seat}: die {count} gedrückten Karten zurückgenommen, um noch einmal Trumpf zu bestimmen, zu melden und zu drücken.</translation>
        </message>
        <message>
            <source>{seat} conceded the contract.</source>
            <translation>{seat}: Spiel dem Spieler überlassen.</translation>
        </message>
        <message>
            <source>{seat} defends: the hand is played out.</source>
            <translation>{seat}: Verteidigung – das Spiel wird durchgespielt.</translation>
        </message>
        <message>
            <source>{seat} threw the hand in (too many nines): redeal.</source>
            <translation>{seat}: Blatt hingeworfen (zu viele Neunen), es wird neu gegeben.</translation>
        </message>
        <message>
            <source>{seat} kept the card drawn; the next went unseen to the discards.</source>
            <translation>{seat}: gezogene Karte behalten; die nächste ging ungesehen auf den Ablagestapel.</translation>
        </message>
        <message>
            <source>{seat} rejected the card drawn and kept the next.</source>
            <translation>{seat}: gezogene Karte abgelehnt und die nächste behalten.</translation>
        </message>
        <message>
            <source>Every card is chosen: the bidding begins.</source>
            <translation>Alle Karten sind gewählt: das Reizen beginnt.</translation>
        </message>
        <message>
            <source>Everybody passed: the deal moves on.</source>
            <translation>Alle haben gepasst: der Geber wechselt.</translation>
        </message>
    </context>
    <context>
        <name>TableKeys</name>
        <message>
            <source>Move between the cards of your hand, in every phase (the first press shows where the keyboard is)</source>
            <translation>Zwischen den Karten deiner Hand wechseln, in jeder Phase (der erste Druck zeigt, wo die Tastatur ist)</translation>
        </message>
        <message>
            <source>Play the card the keyboard is on</source>
            <translation>Die Karte mit dem Tastaturfokus spielen</translation>
        </message>
        <message>
            <source>Passing or burying: choose the card the keyboard is on, or put it back</source>
            <translation>Beim Schieben oder Drücken: die Karte mit dem Tastaturfokus wählen oder zurücklegen</translation>
        </message>
        <message>
            <source>Passing or burying: once every card is chosen, pass or bury them</source>
            <translation>Beim Schieben oder Drücken: sobald alle Karten gewählt sind, sie schieben oder drücken</translation>
        </message>
        <message>
            <source>Say the keys of the table (a screen reader speaks them)</source>
            <translation>Die Tasten des Tisches ansagen (ein Bildschirmleser spricht sie)</translation>
        </message>
    </context>
    <context>
        <name>TablePart</name>
        <message>
            <source>Score sheet</source>
            <translation>Spielliste</translation>
        </message>
        <message>
            <source>Trick log</source>
            <translation>Stichliste</translation>
        </message>
        <message>
            <source>Bid history</source>
            <translation>Reizverlauf</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>{0}: click to see the last trick again (L)</source>
            <translation>{0}: klicken, um den letzten Stich noch einmal zu sehen (L)</translation>
        </message>
    </context>
    <context>
        <name>TrumpPanel</name>
        <message>
            <source>Each suit shows what your meld would be.</source>
            <translation>Jede Farbe zeigt, was deine Meldung wäre.</translation>
        </message>
        <message>
            <source>You won the bid at {contract}.</source>
            <translation>Du hast das Reizen mit {contract} gewonnen.</translation>
        </message>
        <message>
            <source>Name trump</source>
            <translation>Trumpf bestimmen</translation>
        </message>
        <message>
            <source>{symbol}
meld {meld}</source>
            <translation>{symbol}
Meldung {meld}</translation>
        </message>
        <message>
            <source>{suit} as trump: meld {meld}</source>
            <translation>{suit} als Trumpf: Meldung {meld}</translation>
        </message>
        <message>
            <source>You must hold a marriage (or meld) in the suit you name.</source>
            <translation>Du musst in der Farbe, die du bestimmst, ein Paar (oder eine Meldung) haben.</translation>
        </message>
        <message>
            <source>{suit}: your meld would be {meld}</source>
            <translation>{suit}: deine Meldung wäre {meld}</translation>
        </message>
    </context>
    <context>
        <name>Variants</name>
        <message>
            <source>Classic two-handed</source>
            <translation>Klassisch zu zweit</translation>
        </message>
        <message>
            <source>Three-handed auction (widow)</source>
            <translation>Auktion zu dritt (mit Dabb)</translation>
        </message>
        <message>
            <source>Check pinochle (three-handed, with checks)</source>
            <translation>Check-Pinochle (zu dritt, mit Marken)</translation>
        </message>
        <message>
            <source>Cutthroat (three players)</source>
            <translation>Jeder gegen jeden (drei Spieler)</translation>
        </message>
        <message>
            <source>Four-handed partnership</source>
            <translation>Zu viert mit Partner</translation>
        </message>
        <message>
            <source>Four at an auction table (dealer sits out)</source>
            <translation>Zu viert am Auktionstisch (Geber setzt aus)</translation>
        </message>
        <message>
            <source>Auction for stakes (3 to 5 players, paid in units)</source>
            <translation>Auktions-Pinochle um Einsätze (3 bis 5 Spieler, in Einheiten)</translation>
        </message>
        <message>
            <source>Double-deck partnership</source>
            <translation>Doppelblatt mit Partner</translation>
        </message>
        <message>
            <source>Racehorse (double deck, blind)</source>
            <translation>Racehorse (Doppelblatt, blind)</translation>
        </message>
        <message>
            <source>Five-handed (double deck, called partner)</source>
            <translation>Zu fünft (Doppelblatt, gerufener Partner)</translation>
        </message>
        <message>
            <source>Six-handed (triple deck, 2 teams of 3)</source>
            <translation>Zu sechst (dreifacher Kartensatz, 2 Parteien zu je 3)</translation>
        </message>
        <message>
            <source>Eight-handed (4 teams of 2)</source>
            <translation>Zu acht (4 Parteien zu je 2)</translation>
        </message>
        <message>
            <source>Two-handed hand building</source>
            <translation>Blattaufbau zu zweit</translation>
        </message>
    </context>
    <context>
        <name>WindowDialogs</name>
        <message>
            <source>Rules of this game</source>
            <translation>Regeln dieses Spiels</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Hausregeln</translation>
        </message>
        <message>
            <source>{problem} They apply until you quit.</source>
            <translation>{problem} Sie gelten, bis du das Programm beendest.</translation>
        </message>
        <message>
            <source>Change the rules</source>
            <translation>Regeln ändern</translation>
        </message>
        <message>
            <source>Start a new game with these rules now?

Choose No to keep playing; the rules apply from the next game.</source>
            <translation>Jetzt eine neue Partie mit diesen Regeln beginnen?

Wähle „Nein“, um weiterzuspielen; die Regeln gelten dann ab der nächsten Partie.</translation>
        </message>
        <message>
            <source>The new rules apply from the next game.</source>
            <translation>Die neuen Regeln gelten ab der nächsten Partie.</translation>
        </message>
        <message>
            <source>Preferences saved.</source>
            <translation>Einstellungen gespeichert.</translation>
        </message>
        <message>
            <source>Hand history</source>
            <translation>Spielverlauf</translation>
        </message>
        <message>
            <source>The hand history is not available.</source>
            <translation>Der Spielverlauf ist nicht verfügbar.</translation>
        </message>
        <message>
            <source>Replaying the deal: the same cards, a new chance.</source>
            <translation>Das Spiel wird wiederholt: dieselben Karten, eine neue Chance.</translation>
        </message>
    </context>
    <context>
        <name>WindowGames</name>
        <message>
            <source>Pinochle games (*{suffix})</source>
            <translation>Pinochle-Partien (*{suffix})</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>JSON-Dateien (*.json)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Alle Dateien (*)</translation>
        </message>
        <message>
            <source>New game: {title}. Deal number {number}.</source>
            <translation>Neue Partie: {title}. Spiel Nr. {number}.</translation>
        </message>
        <message>
            <source>Abandon the game in progress?</source>
            <translation>Die laufende Partie abbrechen?</translation>
        </message>
        <message>
            <source>It will be lost: it cannot be resumed later.</source>
            <translation>Sie geht verloren und kann später nicht fortgesetzt werden.</translation>
        </message>
        <message>
            <source>&amp;Abandon It</source>
            <translation>Partie &amp;abbrechen</translation>
        </message>
        <message>
            <source>&amp;Keep Playing</source>
            <translation>&amp;Weiterspielen</translation>
        </message>
        <message>
            <source>Resumed your game: hand {hand}. Deal number {number}.</source>
            <translation>Deine Partie wird fortgesetzt: Spiel {hand}, Spiel Nr. {number}.</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Gespeicherte Partie öffnen</translation>
        </message>
        <message>
            <source>Opening {file} was cancelled.</source>
            <translation>Das Öffnen von {file} wurde abgebrochen.</translation>
        </message>
        <message>
            <source>Could not open the game</source>
            <translation>Die Partie konnte nicht geöffnet werden</translation>
        </message>
        <message>
            <source>Opened {file}.</source>
            <translation>{file} geöffnet.</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Partie speichern</translation>
        </message>
        <message>
            <source>Could not save the game</source>
            <translation>Die Partie konnte nicht gespeichert werden</translation>
        </message>
        <message>
            <source>Saved to {file}.</source>
            <translation>Gespeichert in {file}.</translation>
        </message>
        <message>
            <source>Pinochle {title} {day}</source>
            <translation>Pinochle {title} {day}</translation>
        </message>
        <message>
            <source>No recent games</source>
            <translation>Keine zuletzt geöffneten Partien</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Nord</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Ost</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Süd</translation>
        </message>
        <message>
            <source>West</source>
            <translation>West</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} und {second}</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Dein Blatt</translation>
        </message>
        <message>
            <source>{seat}'s hand</source>
            <translation>Blatt von {seat}</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{suit}-{rank}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passe</translation>
        </message>
        <message>
            <source>Throw the hand in (misdeal)</source>
            <translation>Blatt hinwerfen (neu geben)</translation>
        </message>
        <message>
            <source>Keep the hand</source>
            <translation>Blatt behalten</translation>
        </message>
        <message>
            <source>Reject the card</source>
            <translation>Karte ablehnen</translation>
        </message>
        <message>
            <source>Concede the hand</source>
            <translation>Spiel aufgeben</translation>
        </message>
        <message>
            <source>Concede without seeing the widow</source>
            <translation>Aufgeben, ohne den Dabb anzusehen</translation>
        </message>
        <message>
            <source>Turn up the widow and play</source>
            <translation>Dabb aufdecken und spielen</translation>
        </message>
        <message>
            <source>Play the hand</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <source>Shoot the moon</source>
            <translation>Durchmarsch ansagen</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Nächstes Spiel</translation>
        </message>
        <message>
            <source>Do not meld</source>
            <translation>Nicht melden</translation>
        </message>
        <message>
            <source>Exchange the dix for the trump card</source>
            <translation>Dix gegen die Trumpfkarte tauschen</translation>
        </message>
        <message>
            <source>Show the dix (10)</source>
            <translation>Dix vorzeigen (10)</translation>
        </message>
        <message>
            <source>Keep the dix hidden</source>
            <translation>Dix nicht zeigen</translation>
        </message>
        <message>
            <source>Claim: your meld makes the bid</source>
            <translation>Ansagen: deine Meldung erreicht das Gebot</translation>
        </message>
        <message>
            <source>Re-arrange (bury, meld and name trump again)</source>
            <translation>Neu ordnen (noch einmal drücken, melden und Trumpf bestimmen)</translation>
        </message>
        <message>
            <source>Concede the contract</source>
            <translation>Spiel aufgeben</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Erfüllt</translation>
        </message>
        <message>
            <source>Claimed</source>
            <translation>Angesagt</translation>
        </message>
        <message>
            <source>Conceded to the bidder</source>
            <translation>Dem Spieler überlassen</translation>
        </message>
        <message>
            <source>Single bete</source>
            <translation>Einfach Bete</translation>
        </message>
        <message>
            <source>Double bete</source>
            <translation>Doppelt Bete</translation>
        </message>
        <message>
            <source>Thrown in</source>
            <translation>Hingeworfen</translation>
        </message>
        <message numerus="yes">
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n Einheit</numerusform>
                <numerusform>%n Einheiten</numerusform>
            </translation>
        </message>
        <message>
            <source>Defend: play it out</source>
            <translation>Verteidigen: durchspielen</translation>
        </message>
        <message>
            <source>Bid {amount}</source>
            <translation>{amount} reizen</translation>
        </message>
        <message>
            <source>Name {suit} as trump</source>
            <translation>{suit} als Trumpf bestimmen</translation>
        </message>
        <message>
            <source>Play {cards}</source>
            <translation>{cards} spielen</translation>
        </message>
        <message>
            <source>Pass {cards}</source>
            <comment>pass cards to another player</comment>
            <translation>{cards} schieben</translation>
        </message>
        <message>
            <source>Bury {cards}</source>
            <translation>{cards} drücken</translation>
        </message>
        <message>
            <source>Deal the kitty: {cards}</source>
            <translation>Dabb verteilen: {cards}</translation>
        </message>
        <message>
            <source>Meld {cards}</source>
            <translation>{cards} melden</translation>
        </message>
        <message>
            <source>Take {cards}</source>
            <translation>{cards} nehmen</translation>
        </message>
        <message>
            <source>Call {cards}</source>
            <translation>{cards} rufen</translation>
        </message>
    </context>
</TS>
