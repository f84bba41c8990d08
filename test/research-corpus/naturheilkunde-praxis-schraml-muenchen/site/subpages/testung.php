<!DOCTYPE html>
<html lang="de">
<head>
<title>Testung</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/subpage.js"></script>
</head>

<body id="testung">
	<table id="subpage">
		<tr>
			<td id="text">
				<h2>RAC-Pulstest-Methode</h2>

				<p>Dieses diagnostische Verfahren aus der Aurikulo&shy;medizin stammt von Dr. Paul Nogier, einem
					fran&shy;zösischen Allgemein&shy;arzt. Der sog. Nogier-Reflex (Reflex, der die Veränderung der
					Blut&shy;strömungs-Verhältnisse bezeichnet) gibt Auskunft über das aktuelle Energiefeld. Mit dem Pulsrefex &ndash;
					am Handgelenk gemessen &ndash; lassen sich Allergene, Medikamente, unter&shy;stützende wie belastende Substanzen
					testen. So wird eine differen&shy;zierte Beurteilung über den aktuellen Zustand des Körpers möglich. Wir bekommen
					auch Auskunft über Störfelder, z.B. Zahnherde, chronische Infekte, Schwachstellen etc.</p>

				<p>Zum Beispiel können Gelenke als Schwach&shy;stelle des Organismus mit wieder&shy;kehrenden Schmerzen auf ein
					Ungleich&shy;gewicht im Säure-Basen-Haushalt reagieren.</p>

				<p>Weitere Krankheits&shy;ursachen können identifiziert werden</p>
				<ul>
					<li>Infektionen mit Bakterien, Viren oder Pilzen</li>
					<li>Unverträglichkeiten (z.B. Nahrungsmittel oder zahn&shy;medizinische Materialien)</li>
					<li>Allergie&shy;auslösende Stoffe</li>
					<li>Im Organismus gespeicherte Giftstoffe</li>
					<li>Organe, die Schwach&shy;stellen des Körpers sind</li>
				</ul>

				<p>Das geeignete, aktuelle Heilmittel wird samt individueller Dosierung ermittelt. Dieses individu&shy;alisierte
					Medizin-Verfahren unterstützt und beschleunigt wesentlich den Gesundungs&shy;prozess :-).</p>
			</td>
			<td id="pict"><img id="pictimg" src="../img/Flaschen.gif"></td>
		</tr>
	</table>
</body>
</html>
