<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>近視進行抑制点眼薬 - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="format-detection" content="telephone=no">
<meta name="description" content="">

<link rel="stylesheet" href="./js/slick/slick.css">
<link rel="stylesheet" href="./js/slick/slick-theme.css">
<link rel="stylesheet" href="./css/loaders.min.css">
<link rel="stylesheet" href="./css/font.css">
<link rel="stylesheet" href="./css/style.css">
<link rel="stylesheet" href="./css/common.css">
<link rel="stylesheet" href="./css/top.css?02">
<link rel="stylesheet" href="./css/sub.css">
<link rel="stylesheet" href="./css/contents.css">
<link rel="stylesheet" href="./css/ortho.css">

<link rel="stylesheet" href="./css/smart.css">
<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.3.1/jquery.min.js"></script>
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
	  "@context": "https://schema.org/", 
	  "@type": "BreadcrumbList", 
	  "itemListElement": [{
		"@type": "ListItem", 
		"position": 1, 
		"name": "深見眼科 | 愛知県豊田市",
		"item": "https://fukami-ganka.jp/"  
	  },{
		"@type": "ListItem", 
		"position": 2, 
		"name": "近視進行抑制点眼薬",
		"item": "https://fukami-ganka.jp/myopia_control.html"  
	  }]
	}
	</script>
</head>
<body>

<div id="page">


<header class="sub_header mincho fix on">
    <div class="inner">
        <div class="sub_logo"><h1><a href="./index.php"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科" width="178"></a></h1></div>
        <div class="sp_tel"><a href="tel:0565-34-1155"><i class="icon-phone-circled"></i></a></div>
        <div class="nav_wrap">
            <div class="h_tel">tel.0565-34-1155</div>
            <div class="sub_nav">
                <nav class="nav_list">
                <a href="./">ホーム</a>
                <a href="./goaisatsu.php">院長ご挨拶</a>
                <a href="./shinryou.php">診療について</a>
                <a href="./ishi.php">医師紹介</a>
                <a href="./shisetsu.php">施設紹介</a>
                <a href="./yoyaku.php">診療予約</a>
                <a href="./qa.php">よくある質問<br/>Q&A</a>
                <a href="./sick.php">目の病気</a>
                <a href="./sick_hakunaisho.php" >白内障手術</a>
                <a href="./ortho.php">ナイトコンタクト</a>
                <a href="./myopia_control.php">近視進行抑制点眼薬</a>
                <a href="./recruit.php">採用情報</a>
                </nav>
            </div>
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
<div class="contents">

<h2 class="title"><img src="./images/t_myopia_control.webp" alt="マイオピン点眼薬（自費診療）" width="100"></h2>

<div class="block p-t-0">
	<div class="inner">
		<h3 class="t_sub mincho m-t-0">近視進行抑制点眼薬</h3>
		<div class="box_indent">
			<p>当院では日本で初めて製造販売承認を取得した近視進行抑制点眼剤である参天製薬の「リジュセア®ミニ点眼液0.025％」を取り扱っています。</p>
		</div>
		<div class="box_blue box_myopine_desc">
			<h3 class="mincho">リジュセア®ミニ点眼液0.025％</h3>
			<dl>
				<dt class="mincho">効果</dt>
				<dd>眼球の前後の長さが伸びるのを抑えることで、近視の進行を抑制することが期待できます。</dd>
				<dt class="mincho">使用方法</dt>
				<dd>１回１滴、１日１回就寝前に点眼します。</dd>
				<dt class="mincho">副作用</dt>
				<dd>主な副作用として、羞明（まぶしく感じる）、霧視（かすんで見える）などが報告されています。<br/>
				これらの症状、その他にも何らかの異常が現れた場合には、直ちに医師にご相談ください。
				</dd>
			</dl>
		</div>


		<h3 class="t_sub mincho">近視のQ&A</h3>
		<div class="box_indent">
			<dl class="kinshi_qa m-b-30">
				<dt>Q.近視ってどんな病気？</dt>
				<dd>A.近視とは、眼の中に入った光のピントが合う位置が網膜より前になっている状態のことをいいます。近視の多くは、眼球が前後に伸びることによって起こります。また、眼球は体が成長する時期に伸びることが多く、低年齢の頃に早く伸びる可能性があります。</dd>
			</dl>
			<figure class="al-c">
				<img src="./images/myopia_control_01.webp" alt="近視のQ&A">
			</figure>
			<dl class="kinshi_qa">
				<dt>Q.近視は増えている？</dt>
				<dd>A.小児の近視は増加しており、小学生の約４割、高校生の約７割が裸眼視力が1.0未満と報告されています。</dd>
				<dt>Q.近視が進行するとどうなるの？</dt>
				<dd>A.軽度であっても、将来、緑内障や網膜剥離などの視力にかかわる病気になる可能性があります。</dd>
			</dl>
		</div>

		<h3 class="t_sub mincho">近視進行抑制治療とは</h3>
		<div class="box_indent">
			<p class="m-b-30">
			近視は子供のときほど速く進む可能性があります。早い段階からできるだけ近視が強くなることを避けることで、将来の見え方を守り、眼の病気になる可能性を低下させることが治療の目的です。
			</p>
			<figure class="al-c">
				<img src="./images/myopia_control_02.webp" alt="近視のQ&A">
			</figure>
		</div>

		<h3 class="t_sub mincho">近視進行抑制治療のQ&A</h3>
		<div class="box_indent">
			<dl class="kinshi_qa">
				<dt>Q.治療の限界は？</dt>
				<dd>A.近視進行抑制治療は近視の進行を抑制するものであり、進行が完全にとまるわけではありません。<br/>
				近視進行抑制治療は近視を改善するものではないため、近視の程度に応じて眼鏡やコンタクトでの視力矯正が必要になる可能性があります。</dd>
				<dt>Q.いつまで治療を続けたらいいの？</dt>
				<dd>A.眼球の伸びは体の成長する時期と関連すると言われています。近視の進行が安定化する１０代後半まで治療を続けることが望ましいです。治療が終了した後も、近視が進んでいないことを確認するために定期的に眼科を受診しましょう。</dd>
				<dt>Q.治療のスケジュールと費用は？</dt>
				<dd>A.当院におけるリジュセア®ミニ点眼液0.025％による治療のスケジュールと費用は下記の通りです。</dd>
			</dl>
			<dl class="kinshi_table">
				<dt>初回</dt>
				<dd>診察・検査費用（５,０００円） ＋ 点眼薬費用（４,３８０円/本）</dd>
				<dt>2回目（初回から１ヶ月後）</dt>
				<dd>診察・検査費用（３,０００円） ＋ 点眼薬費用（４,３８０円/本）</dd>
				<dt>3回目（初回から３ヶ月後）</dt>
				<dd>診察・検査費用（３,０００円） ＋ 点眼薬費用（４,３８０円/本）</dd>
				<dt>３回目の治療以降は３か月毎の定期的な通院が必要です。</dt>
				<dd>診察・検査費用（３,０００円） ＋ 点眼薬費用（４,３８０円/本）半年ごとの精密検査時（眼軸長検査を含む）は上記金額に加えて、（２，０００円）がかかります　</dd>
			</dl>
			<p class="single-icon-kome m-t-20 m-b-5">表記金額は全て税込です。</p>
			<dl class="kinshi_qa">
				<dt>Q.検査は予約できるの？</dt>
				<dd>A.初回～３か月までの検査は全て、受付あるいは電話での予約になります。治療開始後３か月が経過したのちの定期検査はネット予約も可能となります。</dd>
			</dl>
			
			<p class="m-t-40 al-r">
			出典：参天製薬株式会社
			</p>
		</div>

	</div><!--/inner-->

	<section class="top_banner">
	
		<div class="yoyaku_mes">
			<p class="m-b-0">＊受診は定期検査を含めて全て完全予約制です。<br>インターネット予約は承っておりませんので、<br>必ずお電話または窓口にてご予約をお願い致します。</p>
		</div>
	</section>
</div><!--/block-->

<!--診療時間-->



<!--診療時間-->
<section class="top_banner">
	<div class="al-c m-t-20"><a href="./recruit.html"><img src="./images/info_recruit.png" alt="採用情報"></a></div>
</section><!--/top_banner-->

</div><!--/contents-->

<footer class="footer clearfix">
	<a href="./index.html" class="f_logo"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科"></a>
	<div class="copyright"><i class="icon-at"></i> Fukami eye clinic All Right Reserved.<br/><a href="https://fukami-ganka.jp/sitemap.html"> - サイトマップ</a></div>

</footer>

<div class="pagetop"><div class="inner"><i class="icon-up-open-big"></i></div></div>

</div><!--/page-->
</main>

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
	<div class="modal-frame-close"></div>
</div>
<div class="modal-frame" id="modalFrameShinryo">
	<!--診療時間-->
	

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

<script src="./js/jquery.easing.1.3.js"></script>
<script src="./js/slick/slick.min.js"></script>
<script src="./js/navActive.js?1795740653"></script>
<script src="./js/modal.js?1795740653"></script>
<script src="./js/script.noviewport.js?1795740653"></script></body>
</html>