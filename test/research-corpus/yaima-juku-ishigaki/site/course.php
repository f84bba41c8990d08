<!doctype html>
<html lang="ja" prefix="og: http://ogp.me/ns#">
  <head>
    <!-- Required meta tags -->
    <meta property="og:title" content="錬成教室 やいま塾">
    <meta property="og:type" content="website">
    <meta property="og:description" content="石垣島にある学習塾、錬成教室やいま塾のホームページです。大学受験、高校受験はもちろん、各種検定の取得もサポートします。">
    <meta property="og:url" content="https://www.xn--n8j5fqa2502b.com/">
    <!-- <meta property="og:site_name" content="サイトのタイトル"> -->
    <meta property="og:image" content="./images/topimg.jpg">
    <meta charset="utf-8"> 
    <meta name="description" content="石垣島にある学習塾、錬成教室やいま塾のホームページです。大学受験、高校受験はもちろん、各種検定の取得もサポートします。">
    <meta name="keywords" content="石垣島,塾,やいま塾,受験">
    <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
    <meta name="format-detection" content="telephone=no">

    <!-- Bootstrap CSS -->
    <link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.5.0/css/bootstrap.min.css" integrity="sha384-9aIt2nRpC12Uk9gS9baDl411NQApFmC26EwAOH8WgZl5MYYxFfc+NcPb1dKGj7Sk" crossorigin="anonymous">
    <link rel="stylesheet" href="./css/stylesheet.css">
    <script src="https://cdn.jsdelivr.net/npm/vue/dist/vue.js"></script>
    <title>錬成教室 やいま塾</title>
  </head>
  <body>
  <div class="wrap">
    <div class="container-fluid"> <!--ヘッダー-->
      <div class="header d-flex justify-content-between justify-content-md-around mt-2">
        <div class="headerlogo mt-1 mt-md-2"><img src="./images/yaima-rogo.png"></div>
        <ul class="list-unstyled">
          <li>電話受付時間 10時〜17時</li>
          <li>TEL 0980-82-7660</li>
        </ul>
      </div> <!--d-flex ect-->
    </div> <!--ヘッダー-->

    
            
      <!--スマホメニュースタート-->
      <div id="menu" class="d-sm-none">

        <div v-on:click="drawer" class="menubtn d-flex flex-column justify-content-center align-items-center">
          <div class="line"></div>
          <div class="line"></div>
          <div class="line"></div>
          <div class="menutext">MENU</div>
        </div>

        
        <div class="humberger" v-bind:style="{transform:draw}">
          <ul class="flex-column text-center list-unstyled">
            <li><img src="./images/yaima-rogo.png"></li>
            <li><a href="index.php" ontouchstart="">ホーム</a></li>
            <li><a href="success.php" ontouchstart="">合格体験記・合格実績</a></li>
            <li><a v-on:click="closer" ontouchstart=""> コース紹介</a></li>
            <li><a href="session.php" ontouchstart="">進学への道</a></li>
            <li><a href="access.php" ontouchstart="">お問い合わせ</a></li>
            <li><a v-on:click="closer" ontouchstart="">×</a></li>
          </ul>
        </div>
      </div>

      <!-- 電話ボタン、トップボタン -->
      <div class="callbtn text-center d-md-none">
      <a href="tel:0980-82-7660" class="btn btn-block font-weight-bold mx-auto mx-md-0" ontouchstart=""><img src="./images/telicon.png" class="img-fluid">電話でお問い合わせ</a>
      </div>
      <!-- <div class="backbtn text-center d-md-none">
        <div class="btn btn-block font-weight-bold mx-auto mx-md-0">
          <img src="./images/topback.png" class="img-fluid">
        </div>
      </div> -->
  
      <script>
        const vue = new Vue({
          el:"#menu",
          data:{
            draw:'translateX(0)'
          },
          methods:{
            drawer: function() {
              vue.$data.draw = 'translateX(-80vw)';
            },
            closer: function() {
              vue.$data.draw = 'translateX(0)'
            }
          }
        })
      </script>
      <!--スマホメニューここまで-->

      <!--ヘッダーメニュースタート-->
      <div class="headmenu d-none d-md-block font-weight-bold">
        <ul class="list-inline d-flex justify-content-center text-center">
          <li class="list-inline-item"><a href="index.php">ホーム</a></li>
          <li class="list-inline-item"><a href="success.php">合格体験記・合格実績</a></li>
          <li class="list-inline-item"><a href="#" style="color:white; background-color:#59DD82;">コース紹介</a></li>
          <li class="list-inline-item"><a href="session.php">進学への道</a></li>
          <li class="list-inline-item"><a href="access.php">お問い合わせ</a></li>
        </ul>
      </div>
      <!--ヘッダーメニューここまで-->
      
      <div class="headerg d-inline-flex justify-content-center d-md-none"> <!--ヘッダー帯-->
        <div class="align-self-center font-weight-bold">コース紹介</div>
      </div>

      <div class="text-center mt-5">
        回数や指導内容に関しては、<br>事前面談時にご相談ください。
      </div>
      
      <div class="pcwidth">
        <div class="container-fluid text-center"> <!--コース・料金スタート-->
          <div class="row">
            <div class="col-md-6">
              <div class="themeg mt-5 mb-3 font-weight-bold">Kids英語コース</div>
              <table class="coursetable table text-center table-bordered mt-3">
                <tr><th>対象学年</th></tr>
                <tr><td>小学１年生〜小学６年生</td></tr>
                <tr><th>対象科目</th></tr>
                <tr><td>ゲーム英会話</td></tr>
                <tr><th>時間・回数</th></tr>
                <tr><td>60分 × 週１回</td></tr>
                <tr><th>その他</th></tr>
                <tr><td>検定試験・中学受験等ご相談ください。</td></tr>
              </table>
            </div>
            <div class="col-md-6">
              <div class="themeg mt-5 mb-3 font-weight-bold">中学生コース</div>
              <table class="coursetable table text-center table-bordered mt-3">
                <tr><th>対象学年</th></tr>
                <tr><td>中学１年生〜中学３年生</td></tr>
                <tr><th>対象科目</th></tr>
                <tr><td>英語　国語　数学　理科　社会</td></tr>
                <tr><th>時間・回数</th></tr>
                <tr><td>90分 × 週３回</td></tr>
                <tr><th>その他</th></tr>
                <tr><td class="text-left">
                  <div class="left">
                    入塾時に面談にて、</br>
                    学習目標を設定してからの受講となります。</br>
                    検定試験・私立・県外受験等ご相談ください。</td></tr>
                  </div>
              </table>
            </div>
            <div class="col-md-6">
              <div class="themeg mt-5 mb-3 font-weight-bold">高校生コース</div>
              <table class="coursetable table text-center table-bordered mt-3">
                 <tr><th>対象学年</th></tr>
                 <tr><td>高校１年生〜高校３年生</td></tr>
                 <tr><th>対象科目</th></tr>
                 <tr><td>
                  英語　国語　数学　理科　社会</br>
                  小論文・面接(プレゼンテーション、</br>
                  グループディスカッション等)</td></tr>
                 <tr><th>時間・回数</th></tr>
                 <tr><td>120分 × 週２回</td></tr>
                 <tr><th>その他</th></tr>
                 <tr><td class="text-left">
                  <div class="left">
                    入塾時に面談にて、</br>
                    学習目標を設定してからの受講となります。</br>
                    ・学校授業の予復習中心</br>
                    ・大学入学共通テスト対策</br>
                    ・総合型選抜対策</br>
                    ・学校推薦型選抜　など
                  </div></td></tr>
               </table>
            </div>
            <div class="col-md-6">
              <div class="themeg mt-5 mb-3 font-weight-bold">既卒・一般コース</div>
              <table class="coursetable table text-center table-bordered mt-3">
                <tr><th>対象者</th></tr>
                <tr><td>中学・高校・大学卒業者及び一般社会人</td></tr>
                <tr><th>対象科目</th></tr>
                <tr><td class="text-left">
                        <div class="left">
                          ・公務員対策講座</br>
                          ・工業系資格取得講座・技術系資格取得講座</br>
                          ・大学・専門学校受験講座
                        </div></td></tr>
                <tr><th>時間・回数</th></tr>
                <tr><td>120分 × 週２回(目安)</td></tr>
                <tr><th>その他</th></tr>
                <tr><td>
                    事前面談にて、時間帯・回数・進度等の</br>
                    スケジュールを設定してからの受講となります。</td></tr>
              </table>
            </div>
          </div> <!--コース・料金ここまで-->
        </div>
      </div>
     
<div class="mt-5 d-md-none">
    <div class="sns list-inline d-flex justify-content-around">
      <div class="twitter list-inline-item text-center">
        <!-- <img src="./images/TwitterLogo.png" alt="twitterロゴ"> -->
        <a href="https://twitter.com/yaimajuku">Twitter</a>
      </div>
      <div class="facebook list-inline-item text-center">
        <!-- <img src="./images/FacebookLogo.png" alt="facebookロゴ"> -->
        <a href="https://www.facebook.com/yaima.juku.prepschool">Facebook</a>
      </div>
    </div>
    <div class="sns list-inline d-flex justify-content-around">
      <div class="snsline list-inline-item text-center">
        <!-- <span><img src="./images/" alt="lineロゴ"></span> -->
        <a href="https://www.やいま塾.com">LINE</a>
      </div>
      <div class="instagram list-inline-item text-center">
        <!-- <span><img src="" alt="insragramロゴ" class="img-fluid"></span> -->
        <a href="https://instagram.com/yaimajuku7660?igshid=1vshevkp4ach7">Instagram</a>
      </div>
    </div>
  </div>

  <div class="d-none d-md-block">
    <div class="sns list-inline d-flex justify-content-between">
      <div class="twitter list-inline-item text-center">
        <!-- <img src="./images/TwitterLogo.png" alt="twitterロゴ"> -->
        <a href="https://twitter.com/yaimajuku">Twitter</a>
      </div>
      <div class="facebook list-inline-item text-center">
        <!-- <img src="./images/FacebookLogo.png" alt="facebookロゴ"> -->
        <a href="https://www.facebook.com/yaima.juku.prepschool">Facebook</a>
      </div>
      <div class="snsline list-inline-item text-center">
        <!-- <span><img src="./images/" alt="lineロゴ"></span> -->
        <a href="https://www.やいま塾.com">LINE</a>
      </div>
      <div class="instagram list-inline-item text-center">
        <!-- <span><img src="" alt="insragramロゴ" class="img-fluid"></span> -->
        <a href="https://instagram.com/yaimajuku7660?igshid=1vshevkp4ach7">Instagram</a>
      </div>
    </div>
  </div>
  <div class="footer d-inline-flex justify-content-center"> <!--フッター-->
        <div class="align-self-center">©︎ yaima-zyuku All rights reserved</div>
  </div>

    <!-- Optional JavaScript -->
    <!-- jQuery first, then Popper.js, then Bootstrap JS -->
    <script src="https://code.jquery.com/jquery-3.5.1.slim.min.js" integrity="sha384-DfXdz2htPH0lsSSs5nCTpuj/zy4C+OGpamoFVy38MVBnE+IbbVYUew+OrCXaRkfj" crossorigin="anonymous"></script>
    <script src="https://cdn.jsdelivr.net/npm/popper.js@1.16.0/dist/umd/popper.min.js" integrity="sha384-Q6E9RHvbIyZFJoft+2mJbHaEWldlvI9IOYy5n3zV9zzTtmI3UksdQRVvoxMfooAo" crossorigin="anonymous"></script>
    <script src="https://stackpath.bootstrapcdn.com/bootstrap/4.5.0/js/bootstrap.min.js" integrity="sha384-OgVRvuATP1z7JjHLkuOU7Xw704+h835Lr+6QL9UvYjZE3Ipu6Tp75j7Bh/kR0JKI" crossorigin="anonymous"></script>
    </div> <!-- wrap -->
  </body>
</html>