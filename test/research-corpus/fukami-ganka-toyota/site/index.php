<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>豊田市で白内障手術なら【深見眼科】　WEB・電話予約可 </title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="format-detection" content="telephone=no">
<meta name="description" content="愛知県豊田市の眼科。目に関する不安は何でもご相談ください。白内障手術、硝子体注射、緑内障や網膜のレーザー治療、オルソケラトロジー（近視治療）まで幅広く対応。">
<meta name="keyword" content="愛知県,豊田市,眼科,白内障手術,硝子体注射,緑内障,網膜のレーザー治療,オルソケラトロジー（近視治療）">
<link rel="canonical" href="https://fukami-ganka.jp/">
<link rel="stylesheet" href="./js/slick/slick.css">
<link rel="stylesheet" href="./js/slick/slick-theme.css">
<link rel="stylesheet" href="./css/loaders.min.css">
<link rel="stylesheet" href="./css/font.css">
<link rel="stylesheet" href="./css/style.css">
<link rel="stylesheet" href="./css/common.css?1795740653">
<link rel="stylesheet" href="./css/top.css??1795740653">
<link rel="stylesheet" href="./css/sub.css">
<link rel="stylesheet" href="./css/contents.css">
<link rel="stylesheet" href="./css/smart.css">
<script src="https://ajax.googleapis.com/ajax/libs/jquery/1/jquery.min.js"></script>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-466TG755TX"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'G-466TG755TX');
</script>
<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@type": "Optician",
  "name": "深見眼科",
  "image": "https://fukami-ganka.jp/images/shisetsu_machiaishitsu.jpg",
  "@id": "https://fukami-ganka.jp/index.php",
  "url": "https://fukami-ganka.jp",
  "telephone": "0565-34-1155",
  "address": {
    "@type": "PostalAddress",
    "streetAddress": "陣中町",
    "addressLocality": "豊田市",
    "postalCode": "471-0079",
    "addressCountry": "JP"
  }  
}
</script>
</head>
<body>

<div id="page">

<header class="header">
	<div class="inner">
		<h1 class="logo"><a href="./index.php"><img src="./images/logo_top.svg" alt="深見眼科 愛知県豊田市の眼科"></a></h1>
		<div class="h_tel">tel.0565-34-1155</div>
	</div>
</header>

<nav class="nav mincho">
	<div class="nav_list">
		<a href="./goaisatsu.php">院長ご挨拶</a>
		<a href="./shinryou.php">診療について</a>
		<a href="./ishi.php">医師紹介</a>
		<a href="./shisetsu.php">施設紹介</a>
		<a href="./yoyaku.php">診療予約</a>
		<a href="./qa.php"><span>よくある質問<br/>Q&A</span></a>
		<a href="./sick.php" class="lower_row">目の病気</a>
        <a href="./sick_hakunaisho.php"  class="lower_row">白内障手術</a>
		<a href="./ortho.php"  class="lower_row"><span>ナイトコンタクト</span></a>
		<a href="./myopia_control.php"  class="lower_row"><span>近視進行抑制点眼薬</span></a>
		<a href="./recruit.php"  class="lower_row">採用情報</a>
	</div>
</nav>

<header class="sub_header fix mincho">
	<div class="inner">
		<div class="sub_logo"><h1><a href="./index.php"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科" width="178"></a></h1></div>
		<div class="sp_tel"><a href="tel:0565-34-1155"><i class="icon-phone-circled"></i></a></div>
		<div class="nav_wrap">
			<div class="h_tel">tel.0565-34-1155</div>
			<nav class="sub_nav no_active"></nav>
		</div>
	</div>
	<div class="nav-button-wrap">
		<div class="nav-button">
			<span></span>
			<span></span>
			<span></span>
		</div>
		<strong>MENU</strong>
	</div>
</header>
<main>

<div class="top_message m-b-30 pc767" style="margin-top:-30px">
	<div class="inner">
		<h1>2025年7月からの土曜日診療時間変更のお知らせ</h1>
		<p>
		2025年7月より、土曜日の診療時間を以下の通り変更いたします。<br/>
		•<strong>診療時間:</strong> 午前9:00〜午後12:00<br/>
		•<strong>受付時間:</strong> 午前8:30〜午前11:45<br/>
		ご理解とご協力をお願い申し上げます。
		</p>
	</div>
</div>

<div class="top_message m-b-30 pc767" style="margin-top:-30px">
	<div class="inner">
		<h1>平日午前の2診制導入のお知らせ</h1>
		<p>当院では毎週土曜日は２診制で診察させていただいておりますが、2023年4月からは常勤医師を1名増員し、平日午前も2診制となります。<br/>
		今後も患者様の待ち時間改善と丁寧な診察をできるよう努めて参ります。尚、日帰り白内障手術は週2回行っております。どうぞお気軽にご相談下さい。
		</p>
	</div>
</div>

<div class="top_message m-b-30 pc767" style="margin-top:-30px">
	<div class="inner">
		<h1>診療予約について</h1>
		<p>当院では、待ち時間をできるだけ少なくするための取り組みの一環として、予約システムを導入しています。<br/>
		◎ご予約はWEBサイトまたは無料のスマホアプリからご利用いただけます。<br/>
		◎アプリのご利用にはインストールおよび事前のアカウント登録が必要ですが、登録後はアプリから予約・受付・問診・会計ができますので、スムーズに受診できます。
		</p>
		<p class="m-t-10">詳しくは<a href="./yoyaku.php">「診療予約」</a>をご確認ください。</p>

	</div>
</div>

<div class="main clearfix fix_pos">
	<div class="slider">
		<div class="mi mi1"><img src="./images/mes1.svg" alt="よく見える喜びと"></div>
		<div class="mi mi2"><img src="./images/mes2.svg" alt="毎日の笑顔を"></div>
		<div class="mi mi3"><img src="./images/mes3.svg" alt="皆さまにお届けしたい。"></div>
	</div>
	<div class="loader"><div class="line-spin-fade-loader"><div></div><div></div><div></div><div></div><div></div><div></div><div></div><div></div></div></div>
</div>

<div class="top_message sp767">
	<div class="inner">
	<h1>2025年7月からの土曜日診療時間変更のお知らせ</h1>
		<p>
		2025年7月より、土曜日の診療時間を以下の通り変更いたします。<br/>
		•<strong>診療時間:</strong> 午前9:00〜午後12:00<br/>
		•<strong>受付時間:</strong> 午前8:30〜午前11:45<br/>
		ご理解とご協力をお願い申し上げます。
		</p>
	</div>
</div>

<div class="top_message sp767">
	<div class="inner">
	<h1>平日午前の2診制導入のお知らせ</h1>
	<p>当院では毎週土曜日は２診制で診察させていただいておりますが、2023年4月からは常勤医師を1名増員し、平日午前も2診制となります。<br/>
	今後も患者様の待ち時間改善と丁寧な診察をできるよう努めて参ります。尚、日帰り白内障手術は週2回行っております。どうぞお気軽にご相談下さい。
	</p>
	</div>
</div>

<div class="top_message sp767">
	<div class="inner">
		<h1>診療予約について</h1>
		<p>当院では、待ち時間をできるだけ少なくするための取り組みの一環として、予約システムを導入しています。<br/>
		◎ご予約はWEBサイトまたは無料のスマホアプリからご利用いただけます。<br/>
		◎アプリのご利用にはインストールおよび事前のアカウント登録が必要ですが、登録後はアプリから予約・受付・問診・会計ができますので、スムーズに受診できます。
		</p>
		<p class="m-t-10">詳しくは<a href="./yoyaku.php">「診療予約」</a>をご確認ください。</p>
	</div>
</div>

<div class="top_contents">


<!--お知らせ-->
<section class="top_news">
	<div class="top_news_box">
		<div>
			<h2 class="t_top"><img src="./images/t_news.png" alt="お知らせ" width="126px"></h2>
		</div>
		<div>
			<ul class="list_topnews wp-post">
			</ul>
		</div>
		<div>
			<a href="./news">
				<img src="./images/b_watchmore.png" alt="WATCH MORE" width="88" class="pc">
				<img src="./images/b_watchmore_sp.png" alt="WATCH MORE" width="180" class="sp-inline">
			</a>
		</div>
	</div>
</section><!--/top_news-->




<section class="top_access">
	<div class="top_access_box">
		<div>
			<h2 class="t_top t_access"><img src="./images/t_access.png" alt="アクセス" width="126"></h2>
			<address class="access_adrs">[深見眼科]<br>〒471-0079<br>豊田市陣中町1-6-11</address>
			<div class="access_text">
				【電車をご利用のお客様】<br>名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br>
				【お車をご利用のお客様】<br>深見眼科ビル前に専用平面駐車25台以上有り
			</div>
		</div>
		<div>
			<div class="map">
				<iframe src="https://www.google.com/maps/embed?pb=!1m16!1m12!1m3!1d6528.839342658499!2d137.15834090270204!3d35.0962301656218!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!2m1!1z5rex6KaL55y856eR!5e0!3m2!1sja!2sjp!4v1555767528457!5m2!1sja!2sjp" width="600" height="450" frameborder="0" style="border:0" allowfullscreen></iframe>
			</div>
		</div>
	</div>
</section>

<section class="top_banner">
		<div class="al-c m-t-20"><a href="./recruit.php"><img src="./images/info_recruit.png" alt="採用情報"></a></div>
</section><!--/top_banner-->

</div><!--/top_contents-->

<footer class="footer clearfix">
	<a href="./index.php" class="f_logo"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科"></a>
	<div class="copyright"><i class="icon-at"></i> Fukami eye clinic All Right Reserved.<br/><a href="https://fukami-ganka.jp/sitemap.php"> - サイトマップ</a></div>
</footer>
</main>


<div class="pagetop"><div class="inner"><i class="icon-up-open-big"></i></div></div>

<div class="float-nav mincho">
	<div class="pc767">
		<nav>  
			<a href="#" class="modal-button" data-target="modal-shinryo">診療案内</a>
			<a href="./yoyaku.php">診療予約</a>
		</nav>
	</div>
	<div class="sp767">
		<nav>  
			<a href="#" class="modal-frame-button" data-target="modalFrameShinryo"><img src="./images/spnav01.webp?1795740653"></a>
			<a href="./yoyaku.php"><img src="./images/spnav02.webp?1795740653"></a>
		</nav>
	</div>
	
</div>
</div><!--/page-->

<div class="modal">
	<div class="modal-contents">
		<button class="modal-close"></button>
		<div class="modal--inner">
			<div id="modal-degisuma">
				<figure>
					<img src="./images/degisuma_pc.webp"/>
					<a href="https://link.digikar-smart.jp/ios" target="_blank" class="app-link ios">ios</a>
					<a href="https://link.digikar-smart.jp/android" target="_blank" class="app-link android">android</a>
				</figure>
				<div class="more">
				<a href="./yoyaku.html#about">
					デジスマ診療とは→
				</a>
				</div>
			</div>
			<div id="modal-shinryo">
			<div class="info">
				<div class="info-tel-access">
					<h2 class="t_top"><img src="./images/t_info.png" alt="診療時間" width="126"></h2>
					<div class="tel">
						<img src="./images/tel.png" alt="0565-34-1155" width="147" class="tel_img">
					</div>
					<div class="access">
						<dl>
							<dt>［深見眼科］</dt>
							<dd>
								〒471-0079<br/>
								豊田市陣中町1-6-11<span><a href="https://maps.app.goo.gl/y89rTWV8u2zLCL1t7" target="_blank">Googleマップで開く</a></span>
							</dd>
							<dd>
								【電車をご利用のお客様】<br/>
								名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br/>
								【お車をご利用のお客様】<br/>
								深見眼科ビル前に専用平面駐車25台以上有り
							</dd>
						</dl>
					</div>
				</div>
				<div>
					<div class="consultation">
						<div class="hour">
							診療時間<br/>
							9：30〜<br/>12：30<br/>
							<br/>
							受付終了は<br/>12:15です。
						</div>
						<dl>
							<dt>曜日</dt>
							<dd>月</dd>
							<dd>火</dd>
							<dd>水</dd>
							<dd>木</dd>
							<dd>金</dd>
							<dd>土</dd>
							
							<dt>診療</dt>
							<dd>○<br/>2診<br/>★</dd>
							<dd>○</dd>
							<dd>○<br/>2診<br/>★</dd>
							<dd>○<br/>2診</dd>
							<dd>○<br/>2診</dd>
							<dd>○<br/>2診</dd>
							
							<dt>担当</dt>
							<dd>院長<br/>副院長</dd>
							<dd>院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
						</dl>
					</div>

					<div class="consultation">
						<div class="hour">
							診療時間<br/>
							15：30〜<br/>18：30<br/>
							<br/>
							受付終了は<br/>18:15です。
						</div>
						<dl>
							<dt>曜日</dt>
							<dd>月</dd>
							<dd>火</dd>
							<dd>水</dd>
							<dd>木</dd>
							<dd>金</dd>
							<dd>土</dd>
							
							<dt>診療</dt>
							<dd>○</dd>
							<dd>-</dd>
							<dd>○</dd>
							<dd>○</dd>
							<dd>○</dd>
							<dd>-</dd>
							
							<dt>担当</dt>
							<dd>院長</dd>
							<dd>-</dd>
							<dd>院長</dd>
							<dd>副院長</dd>
							<dd>院長</dd>
							<dd>-</dd>
						</dl>
					</div>
					

					<p class="shinryo_mes">
					2診：2診制です。<br/>
					★手術日のため、2診は11：30まで。<br/>
					休診日：火曜午後・土曜午後・日曜日・祝日・年末年始<br/>
					疾患の内容により、同日にすべての検査が行えない場合があります。<br/>
					ご不明な場合はお問合せ下さい
					</p>
					<a href="./yoyaku.php" class="b_yoyaku">診療の予約をする</a>
				</div>
			</div>
			</div>
		</div>
	</div>
</div>


<div class="modal-frame" id="modalFrameDegisuma">
	<iframe  src="./sp/degisuma.php" ></iframe>
	<div class="modal-frame-close"></div>
</div>
<div class="modal-frame" id="modalFrameShinryo">
	

<div id="smartContents">
	<header>
		<h1 class="mincho"><img src="./images/spnav01.webp?1795740653"/></h1>
	</header>
	<main>
	<!--診療時間-->
	<section class="top_info">
		<div class="info">
			<div class="info-tel-access">
				<h2 class="t_top"><img src="./sp/images/tel.webp" alt="診療時間" width="126"></h2>
				<div class="tel">
					<a href="tel:0565-34-1155">
						<img src="./sp/images/tel.webp" alt="0565-34-1155" width="200" class="tel_img">
					</a>
				</div>
				
			</div>
			<div>
				<div class="consultation">
					<div class="hour">
						診療時間<br/>
						9：30〜<br/>12：30<br/>
						<br/>
						受付終了は<br/>12:15<br/>です。
					</div>
					<dl>
						<dt>曜日</dt>
						<dd>月</dd>
						<dd>火</dd>
						<dd>水</dd>
						<dd>木</dd>
						<dd>金</dd>
						<dd>土</dd>
						
						<dt>診療</dt>
						<dd>○<br/>2診<br/>★</dd>
						<dd>○</dd>
						<dd>○<br/>2診<br/>★</dd>
						<dd>○<br/>2診</dd>
						<dd>○<br/>2診</dd>
						<dd>○<br/>2診</dd>
						
						<dt>担当</dt>
						<dd>院長<br/>副院長</dd>
						<dd>院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
					</dl>
				</div>

				<div class="consultation">
					<div class="hour">
						診療時間<br/>
						15：30〜<br/>18：30<br/>
						<br/>
						受付終了は<br/>18:15<br/>です。
					</div>
					<dl>
						<dt>曜日</dt>
						<dd>月</dd>
						<dd>火</dd>
						<dd>水</dd>
						<dd>木</dd>
						<dd>金</dd>
						<dd>土</dd>
						
						<dt>診療</dt>
						<dd>○</dd>
						<dd>-</dd>
						<dd>○</dd>
						<dd>○</dd>
						<dd>○</dd>
						<dd>-</dd>
						
						<dt>担当</dt>
						<dd>院長</dd>
						<dd>-</dd>
						<dd>院長</dd>
						<dd>副院長</dd>
						<dd>院長</dd>
						<dd>-</dd>
					</dl>
				</div>
				

				<p class="shinryo_mes">
					2診：2診制です。<br/>
					★手術日のため、2診は11：30まで。<br/>
					休診日：火曜午後・土曜午後・日曜日・祝日・年末年始<br/>
					疾患の内容により、同日にすべての検査が行えない場合があります。<br/>
					ご不明な場合はお問合せ下さい
				</p>
				<div class="access">
					<dl>
						<dt>［深見眼科］</dt>
						<dd>
							〒471-0079<br/>
							豊田市陣中町1-6-11<span><a href="https://maps.app.goo.gl/JBqcASGATYjkKXmW6" target="_blank">Googleマップで開く</a></span>
						</dd>
						<dd>
							【電車をご利用のお客様】<br/>
							名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br/>
							【お車をご利用のお客様】<br/>
							深見眼科ビル前に専用平面駐車25台以上有り
						</dd>
					</dl>
				</div>
			</div>
		</div>
	</section><!--/top_info-->
	</main>
</div>	<div class="modal-frame-close"></div>
</div>

<script src="./js/slick/slick.min.js"></script>
<script src="./js/jquery.easing.1.3.js"></script>
<script src="./js/script.noviewport.js?1795740653"></script>
<script src="./js/modal.js?1795740653"></script>

<script>
$.getJSON( "https://fukami-ganka.jp/news/wp-json/wp/v2/posts", function(results) {
      $.each(results, function(i, item) {
		if(i === 4){
			return false;
		}
        var date_data = new Date(item.date);
        var year = date_data.getFullYear();
        var month = date_data.getMonth() + 1;
        var day = date_data.getDate();
        var title = item.title.rendered;
        var link = item.link;
        var date = year + '.' + month + '.' + day;
		if(item.link !== 'https://fukami-ganka.jp/news/2023/06/28/close/') {
        	$('.wp-post').append("<li><a href='" + link + "'><span>"+ date + "</span>" + title + "</a></li>");
		}
      });
    });
</script>

</body>
</html>