<!DOCTYPE html>
<html lang="de">
<head>
<title>Seminare</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/subpage.js"></script>
</head>

<body id="seminare">
	<table id="subpage">
		<tr>
			<td id="text">
				<h2>Seminare</h2>

				<h3>Aus der Praxis &ndash; für die Praxis</h3>

				<p>Seit 1984 bin ich natur&shy;heil&shy;kundlich tätig, und seit 1991 führe ich erfolg&shy;reich eine
					Natur&shy;heilkunde-Praxis in München. Die Essenz meiner Arbeit (Praxis&shy;führung, Diagnose- und
					Therapie&shy;verfahren) möchte ich gerne weiter vermitteln.</p>

				<p>Die Seminare sind für Therapeuten/-innen, (angehende) Heil&shy;praktiker/-innen und andere Interessierte
					gedacht und auch einzeln belegbar.</p>

				<h3>I. Orientierungs-Kompakt&shy;seminar</h3>

				<ul>
					<li>Was braucht es um erfolgreich selbständig zu sein?</li>
					<li>Ich bin die Visiten&shy;karte!?</li>
					<li>Erstkontakt / Gesprächs&shy;führung</li>
					<li>Überblick verschiedener Test- und Diagnoseverfahren</li>
					<li>Was ist wirklich wichtig &ndash; und worauf kommt es an?</li>
					<li>Erfahrungs&shy;austausch</li>
				</ul>

				<h3>II. Praxis&shy;orientiertes Vertiefungs&shy;seminar</h3>

				<ul>
					<li>5-Elemente-Lehre verknüpft mit Anamnese und Befunden
					<li>Bioresonanz-Therapie &ndash; grundlegende Einführung</li>
					<li>Säftelehre</li>
					<li>Psycho&shy;somatische Medizin</li>
					<li>Organuhr</li>
					<li>Zusammenhänge Zähne/Organe</li>
					<li>Regulative Medizin, Spagyrik</li>
					<li>Austestung der indi&shy;vidu&shy;ali&shy;sierten Therapie</li>
					<li>Erkennen, Erlernen und Vertiefen der Zusammen&shy;hänge</li>
					<li>Jede/r Teilnehmer/in bekommt eine Zungen- und Pulsdiagnose (freiwillig)</li>
				</ul>

				<table class="listtable">
					<tr>
						<td class="headercolumn">Wo:</td>
						<td>TherapieZentrum Dantestraße 29 &nbsp; I. Stock in München</td>
					</tr>
					<tr>
						<td class="headercolumn">Zeiten:</td>
						<td>jeweils Samstag 10&ndash;18 Uhr und Sonntag, 10&ndash;17 Uhr</td>
					</tr>
					<tr>
						<td class="headercolumn">Wann:</td>
						<td>jeweils im Frühjahr und Herbst beide Seminare I + II &ndash; Termine auf Anfrage.</td>
					</tr>
					<tr>
						<td class="headercolumn">Kosten:</td>
						<td>je Seminar 260 €</td>
					</tr>
					<tr>
						<td class="headercolumn">Teilnehmerzahl:</td>
						<td>minimal 4, maximal 8</td>
					</tr>
				</table>


				<p>Wenn sich eine Study Group bzw. ein Arbeitskreis bildet, der weiter vertiefen möchte, gibt es Möglichkeiten.</p>

			</td>
			<td id="pict"><img id="pictimg" src="../img/tropfen.jpg"></td>
		</tr>
	</table>

</body>
</html>