/** Where Open-Meteo's data is credited (their licence, CC BY 4.0, asks for a visible link). */
export const WEATHER_CREDIT = {
  text: 'Weather data by Open-Meteo.com',
  url: 'https://open-meteo.com/',
};
