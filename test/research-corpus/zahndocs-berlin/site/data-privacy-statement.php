<!doctype html>
<html lang="de">
	<head>
		<meta charset="UTF-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
		<meta name="keywords" content="Zahnarzt, Zahnärzte, Zahnatztpraxis, Berlin, Hellerdsdorf, Marzahn, Helle-Mitte, Gemeinschaftspraxis, Katrin, Kunath, Dornberger, Schmidt, Al-Hasaki, Implantat, Implantologie, Brücken, Prothese, Zahnschmerzen, Notfall, Notdienst, Narkosebehandlung, Narkose, Bleeching, weiße Zähne, Angstbehandlung, Schmerzpatienten, Interdisziplinäre Sprechstunden, Russisch, Ästehetik, Prophylaxe, Operation, Weisheitszähne, Paradontose, Putzen, Zahnbürste, Zahnärzte in Berlin, Impressum, Kontakt">
        <meta name="robots" content="noindex" />

		<title>Impressum - Zahndocs-Berlin</title>

		<link rel="icon" href="images/favicon.ico" type="image/x-icon" />
		<link rel="pingback" href="http://zahndocs-berlin.de/xmlrpc.php" />
		<link rel="canonical" href="http://zahndocs-berlin.de/">

						<link rel="stylesheet" href="style/normalize.css" type="text/css" />
		<link rel="stylesheet" href="style/general-style.css" type="text/css" />
		<link rel="stylesheet" href="style/impressum-style.css" type="text/css" />

		<script type="text/javascript">
			var gaProperty = 'UA-112741886-1';
			var disableStr = 'ga-disable-' + gaProperty;
			if (document.cookie.indexOf(disableStr + '=true') > -1) {
			window[disableStr] = true;
			}
			function gaOptout() {
			document.cookie = disableStr + '=true; expires=Thu, 31 Dec 2099 23:59:59 UTC;path=/';
			window[disableStr] = true;
			}
		</script>

		<!-- Global site tag (gtag.js) - Google Analytics -->
		<script async src="https://www.googletagmanager.com/gtag/js?id=UA-112741886-1"></script>
		<script>
			window.dataLayer = window.dataLayer || [];
			function gtag(){dataLayer.push(arguments);}
			gtag('js', new Date());

			gtag('config', 'UA-112741886-1', { 'anonymize_ip': true });
		</script>

		<script src="script/script.js" type="application/javascript" defer></script>
		<!--[if lt IE 9]>
			<script src="script/html5shiv.js"></script>
		<![endif]-->


		<!--

			Webdesign by Markus Städler, weberlin-design.de, markus.staedler@weberlin-design.de

		-->

	</head>
	<body>

    
		<div id="wrapper">

			<header id="header" >

				<div id="above-nav">

					<a class="toggle-menu" >
						<div class="bars">
							<span class="bar"></span>
							<span class="bar"></span>
							<span class="bar"></span>
						</div>
					</a>

					<div id="logo-container">
						<a href="index.php"><img src="./images/logo.gif" alt="Logo von Zahndocs-Berlin" /></a>
					</div>
					<a class="booking-link"><i class="material-icons">event</i></a>
					<div id="brandarea">
						<h1>Wir sorgen für Ihr strahlendstes Lächeln!</h1>
					</div>

					<a class="search">
						<i class="material-icons">search</i>
					</a>

					<form id="search" method="get" action="search.php">

						<label for="s" class="heading">Suche</label>
						<input id="s" placeholder="Zur Zeit leider nicht möglich" name="s" type="text" disabled />

					</form>

				</div>

				<nav id="main-nav" >
					<ul>
						<li class="li">
							<a href="index.php"><i class="material-icons">home</i>Home</a>
						</li>
						<li class="li">
							<a href="team.php" title="sub-menu-1">Das Team</a>
							<ul id="sub-menu-1" >
								<li>
									<a href="team/zahnaerzte.php">Zahnärzte</a>
								</li>
								<li>
									<a href="team/assistenz.php">Assistenz</a>
								</li>
								<li>
									<a href="team/rezeption.php">Rezeption</a>
								</li>
								<li>
									<a href="team/management.php">Management</a>
								</li>
								<li>
									<a href="team/azubis.php">Azubis</a>
								</li>
								<li>
									<a href="team/prophylaxe-assistenz.php">Prophylaxe-Assistenz</a>
								</li>
								</ul>
						</li>
						<li class="li">
							<a href="praxis.php" >Praxis</a>
						</li>
						<li class="li">
							<a href="leistungen.php" title="sub-menu-2">Leistungen</a>
							<ul id="sub-menu-2" >
								<li>
									<a href="leistungen/prophylaxe.php">Prophylaxe</a>
								</li>
								<li>
									<a href="leistungen/zahnerhaltung.php">Zahn&shy;erhaltung</a>
								</li>
								<li>
									<a href="leistungen/implantate.php">Implantate</a>
								</li>
								<li>
									<a href="leistungen/narkose.php">Narkose</a>
								</li>
							</ul>
						</li>
						<li class="li">
							<a href="notdienste.php">Notdienste</a>
						</li>
						<li class="li">
							<a href="stellenangebote.php">Stellen&shy;angebote</a>
						</li>
						<li class="li">
							<a href="kontakt.php">Kontakt</a>
						</li>
					</ul>

				</nav>

				<div id="modal"></div>

			</header>

			<div class="booking-info">Jetzt online Termin buchen</div>

			<main>

				<section>

                    <h2>Cookies aktivieren/deaktivieren</h2>

                    <p>In diesem Abschnitt können Sie Cookies aktivieren oder deaktivieren.</p>

                    <input id="preference-cookies" type="checkbox" checked="checked" />
                    <label for="preference-cookies">Präferenzen</label>
                    <input id="statistical-cookies" type="checkbox" checked="checked" />
                    <label for="statistical-cookies">Statistiken</label>
                    <a class="cookie-check">OK</a>

					<h2>Datenschutzerklärung</h2>

                    <p>Nachfolgend erhalten Sie Informationen über die Erhebung personenbezogener Daten bei Nutzung unserer Internetseite. Zu den personenbezogene Daten gehören alle Daten, die auf Sie persönlich beziehbar sind (z.B. Name, Adresse, E-Mail-Adressen, Nutzerverhalten, IP-Adresse).</p>

                    <h3>Wer ist in unserer Praxis für den Datenschutz verantwortlich?</h3>

                    <p>In unserer Praxis ist für den Datenschutz verantwortlich und steht Ihnen bei Fragen zur Verfügung:</p>

                    <table>

                        <tr>
                            <td>Zuständig</td>
                            <td>Rheinische Gesellschaft für Datenschutz mbH</td>
                        </tr>
                        <tr>
                            <td>Rechtsform der Praxis</td>
                            <td>Einzelpraxis</td>
                        </tr>
                        <tr>
                            <td>Praxisadresse</td>
                            <td>Kurt-Weill-Gasse 4, 12627 Berlin</td>
                        </tr>
                        <tr>
                            <td>Telefon</td>
                            <td>(030) 99 49 90 92</td>
                        </tr>
                        <tr>
                            <td>Telefax</td>
                            <td>(030) 99 49 90 91</td>
                        </tr>
                        <tr>
                            <td>E-Mail</td>
                            <td>praxis@zahndocs-berlin.de</td>
                        </tr>

                    </table>

                    <h3>Wer ist in unserer Praxis als Datenschutzbeauftragter bestellt?</h3>

                    <p>In unserer Praxis ist als Datenschutzbeauftragter bestellt:</p>

                    <table>

                        <tr>
                            <td>Name</td>
                            <td>Rheinische Gesellschaft für Datenschutz mbH</td>
                        </tr>
                        <tr>
                            <td>E-Mail</td>
                            <td>datenschutz@rgfd.de</td>
                        </tr>

                    </table>

                    <h3>Welche personenbezogenen Daten erheben wir?</h3>

                    <p>Wir erheben, speichern, nutzen, übermitteln oder löschen folgende personenbezogene Daten:</p>

                    <ul>
                        <li>Interessenten unserer Internetseite und Patienten unserer Praxis, die natürliche Personen sind</li>
                        <li>Allen anderen natürlichen Personen, die in Kontakt mit unserer Praxis stehen (z.B. Bevollmächtigte von Patienten, Erziehungsberechtigte von Patienten, Mitarbeiter juristischer Personen, Besucher unserer Internetseite)</li>
                    </ul>

                    <p>Personenbezogenen Daten von Ihnen werden von uns erhoben, wenn Sie mit uns z.B. per E-Mail oder Telefon in Kontakt treten und einen Behandlungstermin ausmachen wollen.</p>

                    <p>Folgende persönliche Daten verarbeiten wir:</p>

                    <ul>
                        <li>Persönliche Angaben (z.B. Vor- und Nachnamen, Adresse, Geburtsdatum und -ort, E-Mail-Adresse, Telefonnummer, Versicherungsstatus)</li>
                        <li>Daten zu Ihrem Online-Verhalten und -präferenzen (z.B. IP-Adressen, eindeutige Zuordnungsmerkmale mobiler Endgeräte, Daten zu Ihren Besuchen auf unserer Internetseite, Endgeräte, mit denen Sie unsere Internetseite besucht haben)</li>
                    </ul>

                    <p>Angaben zu Kindern erheben wir nur dann, wenn diese durch die Erziehungsberechtigten in unserer Praxis als Patient vorgestellt werden.</p>

                    <h3>Wer erhält ggf. Ihre personenbezogenen Daten übermittelt?</h3>

                    <p>Falls einzelne Funktionen unserer Internetseite auf beauftragte Dienstleister zurückgreifen, informieren wir Sie in Ziffer 5 dieser Datenschutzerklärung im Detail über die jeweiligen Vor-gänge. Dabei nennen wir auch die festgelegten Kriterien der Speicherdauer.</p>

                    <h3>Welchem Zweck dienen Ihre Daten und mit welcher Rechtfertigung dürfen wir diese nutzen?</h3>

                    <p>Wenn Sie unsere Internetseite ausschließlich dazu nutzen, sich über unsere Praxis zu informieren, erheben wir nur die personenbezogenen Daten, die Ihr Browser an unseren Server übermittelt. Wenn Sie unsere Website betrachten möchten, erheben wir die folgenden Daten, die für uns technisch erforderlich sind, um Ihnen unsere Website anzuzeigen und die Stabilität und Sicherheit zu gewährleisten (Rechtsgrundlage ist Art. 6 Abs. 1 S. 1 lit. f DSGVO):</p>

                    <ul>
                        <li>IP-Adresse</li>
                        <li>Datum und Uhrzeit der Anfrage</li>
                        <li>Zeitzonendifferenz zur Greenwich Mean Time (GMT)</li>
                        <li>Inhalt der Anforderung (konkrete Seite)</li>
                        <li>Zugriffsstatus/HTTP-Statuscode</li>
                        <li>jeweils übertragene Datenmenge</li>
                        <li>Website, von der die Anforderung kommt</li>
                        <li>Browser</li>
                        <li>Betriebssystem und dessen Oberfläche</li>
                        <li>Sprache und Version der Browsersoftware.</li>
                    </ul>

                    <p>Eine Speicherung dieser Daten zusammen mit anderen personenbezogenen Daten des Nutzers findet nicht statt. Die erhobenen Daten werden nach spätestens 30 Tagen gelöscht. Eine darüberhinausgehende Speicherung ist möglich. In diesem Fall werden die IP-Adressen der Nutzer gelöscht oder verfremdet, sodass eine Zuordnung des aufrufenden Clients nicht mehr möglich ist. Daten, deren weitere Aufbewahrung zu Beweiszwecken (z.B. zur Aufklärung von Straftaten) erforderlich sind, sind bis zur endgültigen Klärung des jeweiligen Vorfalls von der Löschung ausgenommen.
                    </p>

                    <p>Zusätzlich zu diesen Daten werden bei Ihrer Nutzung unserer Internetseite auch Cookies auf Ihrem Rechner gespeichert. Bei Cookies handelt es sich um kleine Textdateien, die auf Ihrer Festplatte dem von Ihnen verwendeten Browser zugeordnet gespeichert werden und durch welche der Stelle, die den Cookie setzt (hier durch uns), bestimmte Informationen zufließen. Cookies können keine Programme ausführen oder Viren auf Ihren Computer übertragen. Sie dienen dazu, das Internetangebot insgesamt nutzerfreundlicher und effektiver zu machen.</p>

                    <p>Einsatz von Cookies:</p>

                    <ol style="list-style-type: lower-alpha;">
                        <li>
                            <p>Diese Website nutzt folgende Arten von Cookies, deren Umfang und Funktionsweise im Folgenden erläutert werden:</p>
                            <ul>
                                <li>Transiente Cookies (dazu b)</li>
                                <li>Persistente Cookies (dazu c)</li>
                            </ul>
                        </li>
                        <li>Transiente Cookies werden automatisiert gelöscht, wenn Sie den Browser schließen. Dazu zählen insbesondere die Session-Cookies. Diese speichern eine sogenannte Session-ID, mit welcher sich verschiedene Anfragen Ihres Browsers der gemeinsamen Sitzung zuordnen lassen. Dadurch kann Ihr Rechner wiedererkannt werden, wenn Sie auf unsere Website zurückkehren. Die Session-Cookies werden gelöscht, wenn Sie sich ausloggen oder den Browser schließen.</li>
                        <li>Persistente Cookies werden automatisiert nach einer vorgegebenen Dauer gelöscht, die sich je nach Cookie unterscheiden kann. Sie können die Cookies in den Sicherheitseinstellungen Ihres Browsers jederzeit löschen.</li>
                        <li>Sie können Ihre Browser-Einstellung entsprechend Ihren Wünschen konfigurieren und z. B. die Annahme von Third-Party-Cookies oder allen Cookies ablehnen. Zusätzlich bieten wir Ihnen weiter unten die Möglichkeit die hauptsächlich von uns genutzten Cookies zu deaktivieren (Google Analytics). Wir weisen Sie darauf hin, dass Sie eventuell nicht alle Funktionen dieser Website nutzen können.</li>
                    </ol>

                    <p>Wollen Sie per E-Mail oder über unser Kontaktformular einen Behandlungstermin vereinbaren oder eine Frage an uns richten, werden die von Ihnen mitgeteilten Daten (Ihre E-Mail-Adresse, ggf. Ihr Name und Ihre Telefonnummer) von uns gespeichert, um Ihnen einen Behandlungstermin zuweisen oder die Anfrage beantworten zu können. Die in diesem Zusammenhang anfallenden Daten löschen wir, nachdem die Speicherung nicht mehr erforderlich ist, oder schränken die Verarbeitung ein, falls gesetzliche Aufbewahrungspflichten bestehen (Rechtsgrundlage ist Art. 6 Abs. 1 S. 1 lit. b DSGVO).</p>

                    <h3>Welche Rechte haben Sie im Zusammenhang mit dem Datenschutz?</h3>

                    <p>Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:</p>

                    <ul>
                        <li>Recht auf Auskunft</li>
                        <li>Recht auf Berichtigung oder Löschung</li>
                        <li>Recht auf Einschränkung der Verarbeitung</li>
                        <li>Recht auf Widerspruch gegen die Verarbeitung</li>
                        <li>Recht auf Datenübertragbarkeit</li>
                    </ul>

                    <h3>Wie können Sie sich ggf. beschweren?</h3>

                    <p>Sie haben die Möglichkeit, sich mit einer Beschwerde im Zusammenhang mit der Datenverarbeitung an die für uns zuständige Datenschutzaufsicht zu wenden:</p>

                    <p>
                        Frau<br />
                        Maja Smoltczyk<br />
                        Friedrichstr. 219<br />
                        10969 Berlin<br />
                        (030) 13 88 90
                    </p>

                    <p>Im Nachfolgenden erhalten Sie zusätzliche Informationen über weitere Services, die wir zum Betreiben dieser Website verwenden.</p>

					<h3>Datenschutz</h3>

					<p>
						Die Betreiber dieser Seiten nehmen den Schutz Ihrer persönlichen Daten sehr ernst. Wir behandeln Ihre personenbezogenen Daten vertraulich und entsprechend der gesetzlichen Datenschutzvorschriften sowie dieser Datenschutzerklärung.<br />
						Die Nutzung unserer Webseite ist in der Regel ohne Angabe personenbezogener Daten möglich. Soweit auf unseren Seiten personenbezogene Daten (beispielsweise Name, Anschrift oder E-Mail-Adressen) erhoben werden, erfolgt dies, soweit möglich, stets auf freiwilliger Basis. Diese Daten werden ohne Ihre ausdrückliche Zustimmung nicht an Dritte weitergegeben.<br />
						Wir weisen darauf hin, dass die Datenübertragung im Internet (z.B. bei der Kommunikation per E-Mail) Sicherheitslücken aufweisen kann. Ein lückenloser Schutz der Daten vor dem Zugriff durch Dritte ist nicht möglich.
					</p>

					<h3>Cookies</h3>

					<p>
						Die Internetseiten verwenden teilweise so genannte Cookies. Cookies richten auf Ihrem Rechner keinen Schaden an und enthalten keine Viren. Cookies dienen dazu, unser Angebot nutzerfreundlicher, effektiver und sicherer zu machen. Cookies sind kleine Textdateien, die auf Ihrem Rechner abgelegt werden und die Ihr Browser speichert.<br />
						Die meisten der von uns verwendeten Cookies sind so genannte „Session-Cookies“. Sie werden nach Ende Ihres Besuchs automatisch gelöscht. Andere Cookies bleiben auf Ihrem Endgerät gespeichert, bis Sie diese löschen. Diese Cookies ermöglichen es uns, Ihren Browser beim nächsten Besuch wiederzuerkennen.<br />
						Sie können Ihren Browser so einstellen, dass Sie über das Setzen von Cookies informiert werden und Cookies nur im Einzelfall erlauben, die Annahme von Cookies für bestimmte Fälle oder generell ausschließen sowie das automatische Löschen der Cookies beim Schließen des Browser aktivieren. Bei der Deaktivierung von Cookies kann die Funktionalität dieser Website eingeschränkt sein.<br />
					</p>

					<h3>Google Analytics</h3>

					<p>
						Diese Website nutzt Funktionen des Webanalysedienstes Google Analytics. Anbieter ist die Google Inc., 1600 Amphitheatre Parkway Mountain View, CA 94043, USA.<br/>
						Google Analytics verwendet so genannte "Cookies". Das sind Textdateien, die auf Ihrem Computer gespeichert werden und die eine Analyse der Benutzung der Website durch Sie ermöglichen. Die durch den Cookie erzeugten Informationen über Ihre Benutzung dieser Website werden in der Regel an einen Server von Google in den USA übertragen und dort gespeichert.<br />

					</p>

					<h3>IP-Anonymisierung</h3>

					<p>
						Wir haben auf dieser Webseite die Funktion IP-Anonymisierung aktiviert. Dadurch wird Ihre IP-Adresse von Google innerhalb von Mitgliedstaaten der Europäischen Union oder in anderen Vertragsstaaten des Abkommens über den Europäischen Wirtschaftsraum vor der Übermittlung in die USA gekürzt. Nur in Ausnahmefällen wird die volle IP-Adresse an einen Server von Google in den USA übertragen und dort gekürzt. Im Auftrag des Betreibers dieser Website wird Google diese Informationen benutzen, um Ihre Nutzung der Website auszuwerten, um Reports über die Websiteaktivitäten zusammenzustellen und um weitere mit der Websitenutzung und der Internetnutzung verbundene Dienstleistungen gegenüber dem Websitebetreiber zu erbringen. Die im Rahmen von Google Analytics von Ihrem Browser übermittelte IPAdresse wird nicht mit anderen Daten von Google zusammengeführt.
					</p>

					<h3>Browser Plugin</h3>

					<p>
						Sie können die Speicherung der Cookies durch eine entsprechende Einstellung Ihrer Browser-Software verhindern; wir weisen Sie jedoch darauf hin, dass Sie in diesem Fall gegebenenfalls nicht sämtliche Funktionen dieser Website vollumfänglich werden nutzen können. Sie können darüber hinaus die Erfassung der durch den Cookie erzeugten und auf Ihre Nutzung der Website bezogenen Daten (inkl. Ihrer IP-Adresse) an Google sowie die Verarbeitung dieser Daten durch Google verhindern, indem Sie das unter dem folgenden Link verfügbare Browser-Plugin herunterladen und installieren:<br />
						<a href="https://tools.google.com/dlpage/gaoptout?hl=de">https://tools.google.com/dlpage/gaoptout?hl=de</a>
					</p>

					<h3>Widerspruch gegen Datenerfassung</h3>

					<p>
						Sie können die Erfassung Ihrer Daten durch Google Analytics verhindern, indem Sie auf folgenden Link klicken. Es wird ein Opt-Out-Cookie gesetzt, der die Erfassung Ihrer Daten bei zukünftigen Besuchen dieser Website verhindert:<br />
						<a href="javascript:gaOptout();">Google Analytics deaktivieren</a>
					</p>

					<p>
						Mehr Informationen zum Umgang mit Nutzerdaten bei Google Analytics finden Sie in der <a href="https://support.google.com/analytics/answer/6004245?hl=de">Datenschutzerklärung von Google</a>
					</p>

					<p>Quelle: <a href="https://www.e-recht24.de">e-recht24.de</a></p>

				</section>

				<aside class="aside">

	<span class="icon-container">
		<i class="material-icons aside-icon">arrow_back</i>
	</span>

	<div class="aside-content">

		<table>

            <tr>

                <td colspan="2" class="heading" >Sprechzeiten</td>

            </tr>

            <tr>

                <td>Die aktuell gültigen Sprechzeiten entnehmen Sie am besten der Infobox der <a href="https://www.google.com/search?q=zahndocs+berlin" target="_blank">Google Suche</a></td>

            </tr>

		</table>
	</div>

</aside>

				<a id="back-to-top">
					<i class="material-icons">arrow_upward</i>
				</a>

			</main>

			<footer>
	<div id="footerupdate">
		Letzte Aktualisierung: 
		26.11.2026<br>
		<a href="/impressum.php" >Impressum</a><br />
		<a href="/data-privacy-statement.php">Datenschutzerklärung</a>
	</div>
	<div id="footerimprint">
		Zahn-Docs Berlin<br>
		ZÄ Katrin Kunath &amp; Kollegen<br>
		Ärztezentrum Helle Mitte Haus B<br>
		Kurt-Weill-Gasse 4<br>
		12627 Berlin
	</div>
	<address id="footercontact">
		<b>E-Mail:</b> <a>info@zahndocs-berlin.de</a><br>
		<b>Tel: 030/99499090</b><br>
		<b>Fax: 030/99499091</b>
	</address>
</footer>
		</div>

		<div class="show-booking no-display"><span class="show-booking-information no-display">Hier können Sie Termine online buchen.</span><a class="show-booking-a no-display">OK</a></div>
<div class="booking-modal no-display"></div>
<div class="cookie-div">
	<p>Diese Seite verwendet Cookies, um diese Information nicht bei jedem Seitenaufruf erneut anzuzeigen. Wenn Sie damit einverstanden sind, aktivieren Sie die Check-Box.</p>
	<input id="preference-cookies" type="checkbox" checked="checked" />
	<label for="preference-cookies">Präferenzen</label>
	<input id="statistical-cookies" type="checkbox" checked="checked" />
	<label for="statistical-cookies">Statistiken</label>
	<a class="got-it">OK</a>
	<a href="/data-privacy-statement.php">Mehr Informationen</a>
</div>
	</body>
</html>
