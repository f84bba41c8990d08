<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>オルソケラトロジーの費用 - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
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
		"name": "オルソケラトロジー",
		"item": "https://fukami-ganka.jp/ortho.html"  
	  },{
		"@type": "ListItem", 
		"position": 3, 
		"name": "オルソケラトロジーの費用",
		"item": "https://fukami-ganka.jp/ortho_cost.php"  
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
<nav class="ortho_nav ortho_subnav">
	<ul class="tile a2-b2-c4 am5-bm10">
		<li><a href="./ortho_about.php" class="ortho_nav_button"><span>オルソケラトロジー<br/>（ナイトコンタクト）とは</span></a></li>
		<li><a href="./ortho_merit-demerit.php" class="ortho_nav_button"><span>オルソケラトロジーの向き不向き<br>メリットデメリット</span></a></li>
		<li><a href="./ortho_cost.php" class="ortho_nav_button active"><span>オルソケラトロジーの費用</span></a></li>
		<li><a href="./ortho_qa.php" class="ortho_nav_button"><span>オルソケラトロジーQ&amp;A</span></a></li>
	</ul>
</nav>

<div class="contents_gray">
<div class="contents_gray_inner">

<h2 class="t_ortho mincho m-t-0 p-l-10 p-r-10">費用</h2>

<table class="table_ortho_cost">
	<thead>
		<tr>
			<th>初年度費用合計（両目）</th>
			<th></th>
			<th>165,000円/年</th>
		</tr>
	</thead>
	<tbody>
		<tr>
			<td></td>
			<td>（内訳）</td>
			<td></td>
		</tr>
		<tr>
			<td></td>
			<td>適応検査</td>
			<td>11,000円(税込)</td>
		</tr>
		<tr>
			<td></td>
			<td>
				トライアル最大1ヶ月<br>
				（装用指導、定期検査３回を含む）
			</td>
			<td>
				88,000円(税込)<br>
				（中止時、レンズ1枚返却につき 33,000円返金）<br/>
			</td>
		</tr>
		<tr>
			<td></td>
			<td>
				治療継続初年度追加費用<br>
				（定期検査11回を含む)
			</td>
			<td>66,000円(税込)</td>
		</tr>
	</tbody>
	<thead>
		<tr>
			<th>2年目以降費用合計（両目）</th>
			<th></th>
			<th>33,000〜77,000円/年(税込)<br>（通院回数によって異なります）</th>
		</tr>
	</thead>
	<tbody>
		<tr>
			<td></td>
			<td>（内訳）</td>
			<td></td>
		</tr>
		<tr>
			<td></td>
			<td>定期検査（１〜３ヶ月毎）</td>
			<td>
				5,500円/回(税込)<br>
				年齢、眼やレンズの状態によって通院期間は異なります。
			</td>
		</tr>
		<tr>
			<td></td>
			<td>半年に１度の精密検査</td>
			<td>11,000円/回(税込)</td>
		</tr>
	</tbody>
	<thead>
		<tr>
			<th>レンズの紛失・交換</th>
			<th>レンズ貸出料</th>
			<th>33,000円/枚(税込)<br>返却時返金不可</th>
		</tr>
	</thead>
</table>
<div class="size-13 m-t-5 m-b-20">※表記金額は全て税込です。</div>
<ul class="list-icon-kuro m-b-20 f-bold">
	<li>費用は初年度16.5万円(税込)、2年目以降は3.3万〜7.7万円(税込)必要です。当院では2年に1度レンズを交換していただいております。( 33,000 円/枚(税込) ）</li>
	<li>2年目以降、毎月の定期検査を推奨しておりますが、お子様のご年齢、眼やレンズの状態によって、通院は1〜3ヶ月毎となります。また、半年に1度は精密検査を行います。</li>
</ul>
<ul class="list-icon-kome">
	<li>法律上、オルソケラトロジー治療は保険適用外（自費診療）となるため他の疾患（保険診療）と同日に検査や診察が出来ません。その場合は後日検査や診察を行います。</li>
</ul>

<div class="box_ortho m-t-30">
	<div class="color-sky al-c m-b-10">[ 途中解約について ]</div>
	<div class="clearfix">
		
		<p>オルソケラトロジープログラムは、高度管理医療機器を使用するものであり、クーリングオフ（契約解除）は適用外です。治療を中止される場合は、必ずレンズを返却してください。</p>
		<p class="single-icon-kuro color-sky">オルソケラトロジーの治療費は、所得税の医療費控除が受けられます。</p>
		<div class="ortho_cost_kaiyaku leftbox">
			<p>詳しくはオルソケラトロジー（角膜矯正療法）による近視治療に係る費用の医療費控除については国税庁のホームページをご覧下さい。</p>
		</div>
		<div class="leftbox">
			<a href="https://www.nta.go.jp/law/shitsugi/shotoku/05/66.htm" class="b_ortho" target="_blank">国税庁HPはこちら<i class="icon-right-circle"></i></a>
		</div>
	</div>
</div>


<div class="ortho_next">
	<img src="./images/next.png" alt="NEXT" width="161" class="ortho_next_img">
	<a href="./ortho_qa.php" class="ortho_menu_button"><span>オルソケラトロジーQ&amp;A</span></a>
</div>

<section class="top_banner">
	
	<div class="yoyaku_mes">
		<p class="m-b-0">＊受診は定期検査を含めて全て完全予約制です。<br>インターネット予約は承っておりませんので、<br>必ずお電話または窓口にてご予約をお願い致します。</p>
	</div>
</section>

</div>

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
			<a href="#" class="modal-frame-button" data-target="modalFrameShinryo"><img src="./images/spnav01.webp?1795740654"></a>
			<a href="./yoyaku.php"><img src="./images/spnav02.webp?1795740654"></a>
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
		<h1 class="mincho"><img src="./images/spnav01.webp?1795740654"/></h1>
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
<script src="./js/navActive.js?1795740654"></script>
<script src="./js/modal.js?1795740654"></script>
<script src="./js/script.noviewport.js?1795740654"></script></body>
</html>