<!DOCTYPE html>
<html lang="de">
<head>
<title>Bioresonanz</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/subpage.js"></script>
</head>

<body id="bioresonanz">
	<table id="subpage">
		<tr>
			<td id="text">
				<h2>Bioresonanz</h2>

				<p>Diese physikalische Therapie-Methode nach Dr. Morell verwende ich zur Therapie. In dieser
					Ganzheits&shy;betrachtung wird Krank&shy;heit als die Summe gestörter oder beein&shy;trächtigter
					Regulations&shy;vorgänge betrachtet, oder nach Prof. Virchow als Über&shy;forde&shy;rung der
					Selbst&shy;regu&shy;la&shy;tion be&shy;zeich&shy;net.</p>

				<p>Ein gesunder Organismus zeichnet sich durch ein kohärentes, harmonisches Muster elektro&shy;magnetischer
					Schwingungen aus. In einem erkrankten, aus der Balance geratenen Organismus bestehen neben diesen
					Grund&shy;schwingungen pathologische, dis&shy;harmonische Schwingungen. Umgekehrt können
					Fremd&shy;ein&shy;wir&shy;kun&shy;gen wie z.B. Elektro&shy;smog, Krankheits&shy;erreger, Umwelt&shy;gifte etc. die
					Ursache von Krank&shy;heiten sein. So kann grund&shy;sätzlich das gesamte Organ&shy;system unter&shy;stützt,
					entlastet oder entgiftet werden, und die Selbst&shy;regu&shy;la&shy;tion wird ge&shy;för&shy;dert.</p>

				<p>Bewährte Indikationen:</p>
				<ul>
					<li>Allergie, Akne, Ekzeme, Neuro&shy;dermitis</li>
					<li>Asthma, Bronchitis, Magen-Darm-Erkrankungen</li>
					<li>Migräne, Kopfschmerz, Erkrankungen des Lymph&shy;systems</li>
					<li>Stoffwechselstörungen, Auto&shy;immun&shy;erkrankungen</li>
					<li>Herz-Kreislauf-Erkrankungen, Schlaf&shy;störungen</li>
					<li>Blasenentzündung, Nieren&shy;erkrankungen</li>
					<li>Gelenkschmerzen, Arthritis</li>
					<li>begleitend in der biologischen Krebs&shy;behandlung</li>
					<li>Umweltbelastungen (Schwer&shy;metalle, Pestizide, &hellip;)</li>
					<li>Narbenstörfelder</li> ﻿
				</ul>
			</td>
			<td id="pict"><img id="pictimg" src="../img/MORA1.gif"></td>
		</tr>
	</table>
</body>
</html>


