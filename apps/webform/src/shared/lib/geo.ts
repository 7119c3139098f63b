// The device's position for starting an action (the server computes startDistance and outOfBounds
// from it; domain/geo gives the same distance for the preview), and for finishing it when there is a fix.

export interface Position {
  lat: number;
  lng: number;
  accuracy: number;
}

/** One high-accuracy fix; rejects with the GeolocationPositionError (or an Error without the API). */
export function currentPosition(timeoutMs = 20_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('geolocation unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy }),
      reject,
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}
