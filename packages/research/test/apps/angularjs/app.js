/* global angular */
// An AngularJS 1.x page: its text is the template's placeholders until the app fills them from /site.json; its
// pages are hash routes (#!/produits) shown by ng-if. It also opens a WebSocket: refused.
angular.module('boulangerie', []).controller('Site', [
  '$scope',
  '$http',
  '$window',
  function ($scope, $http, $window) {
    const route = () => $window.location.hash.replace(/^#!?/, '') || '/';
    $scope.route = route();
    $window.addEventListener('hashchange', () => $scope.$apply(() => ($scope.route = route())));
    $http.get('/site.json').then((res) => ($scope.site = res.data));
    try {
      new WebSocket('ws://' + $window.location.host + '/live');
    } catch {
      // no live updates
    }
  },
]);
