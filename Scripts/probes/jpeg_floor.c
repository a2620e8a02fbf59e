// Floor for decoding and first paint of a large JPEG (issue #16): what a
// hand-written program needs to show a 4,000 × 3,000 JPEG in an 800 × 600
// window. Per run, timed from the file name to the pixels on the server
// (XSync): read the file, decode it with TurboJPEG (libjpeg-turbo) into
// BGRX, XPutImage it into a 24-bit pixmap and composite it with XRender,
// scaled bilinear to fit the window. A second set of runs lets TurboJPEG
// decode at 1/4 scale (the DCT reduction that fits the window), the floor
// for a program that decodes large images downsampled.
//
//   jpeg_floor make PATH          write the test image: 4000x3000, quality 90, 4:2:0,
//                                 a smooth photo-like pattern with fine noise
//   jpeg_floor draw PATH [RUNS]   time RUNS first paints (default 5); prints `key value`
//                                 records (seconds, medians): image.floor.decode,
//                                 image.floor.total, image.floor-scaled.total
//
// gcc -O2 jpeg_floor.c -o jpeg_floor -lturbojpeg $(pkg-config --cflags --libs xrender x11)
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xrender.h>
#include <turbojpeg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { IMAGE_W = 4000, IMAGE_H = 3000, WINDOW_W = 800, WINDOW_H = 600, MAX_RUNS = 64 };

static double now(void) {
  struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int compare(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

// The upper median, as TrellisBench's `median` takes it.
static double median(double* values, int n) {
  qsort(values, n, sizeof *values, compare);
  return values[n / 2];
}

static int make(const char* path) {
  unsigned char* pixels = malloc((size_t)IMAGE_W * IMAGE_H * 3);
  if (!pixels) return 1;
  unsigned seed = 12345;
  for (int y = 0; y < IMAGE_H; y++) {
    for (int x = 0; x < IMAGE_W; x++) {
      seed = seed * 1103515245u + 12345u;
      int noise = (int)((seed >> 16) & 15) - 8;
      double u = (double)x / IMAGE_W, v = (double)y / IMAGE_H;
      double wave = 40 * sin(u * 37 + v * 11) * cos(v * 23 - u * 5);
      int rgb[3] = {(int)(200 * u + wave) + noise, (int)(60 + 150 * v - wave) + noise, (int)(180 - 120 * u * v + wave / 2) + noise};
      for (int c = 0; c < 3; c++) pixels[((size_t)y * IMAGE_W + x) * 3 + c] = rgb[c] < 0 ? 0 : rgb[c] > 255 ? 255 : rgb[c];
    }
  }
  tjhandle handle = tjInitCompress();
  unsigned char* jpeg = NULL; unsigned long size = 0;
  if (!handle || tjCompress2(handle, pixels, IMAGE_W, 0, IMAGE_H, TJPF_RGB, &jpeg, &size, TJSAMP_420, 90, 0) != 0) {
    fprintf(stderr, "jpeg_floor: %s\n", tjGetErrorStr2(handle));
    return 1;
  }
  FILE* file = fopen(path, "wb");
  if (!file || fwrite(jpeg, 1, size, file) != size || fclose(file) != 0) { perror(path); return 1; }
  tjFree(jpeg); tjDestroy(handle); free(pixels);
  return 0;
}

// One first paint; returns the total and stores the read+decode time.
static double paint_once(Display* d, Window w, Picture window_picture, const char* path, int denominator, double* decode) {
  double start = now();
  FILE* file = fopen(path, "rb");
  if (!file) { perror(path); exit(1); }
  fseek(file, 0, SEEK_END); long size = ftell(file); fseek(file, 0, SEEK_SET);
  unsigned char* jpeg = malloc(size);
  if (!jpeg || fread(jpeg, 1, size, file) != (size_t)size) { fprintf(stderr, "jpeg_floor: cannot read %s\n", path); exit(1); }
  fclose(file);
  tjhandle handle = tjInitDecompress();
  int width, height, subsampling, colorspace;
  if (tjDecompressHeader3(handle, jpeg, size, &width, &height, &subsampling, &colorspace) != 0) {
    fprintf(stderr, "jpeg_floor: %s\n", tjGetErrorStr2(handle)); exit(1);
  }
  width = (width + denominator - 1) / denominator; height = (height + denominator - 1) / denominator;
  char* pixels = malloc((size_t)width * height * 4);
  if (!pixels || tjDecompress2(handle, jpeg, size, (unsigned char*)pixels, width, 0, height, TJPF_BGRX, 0) != 0) {
    fprintf(stderr, "jpeg_floor: %s\n", tjGetErrorStr2(handle)); exit(1);
  }
  tjDestroy(handle); free(jpeg);
  *decode = now() - start;

  int s = DefaultScreen(d);
  Pixmap pixmap = XCreatePixmap(d, w, width, height, DefaultDepth(d, s));
  GC gc = XCreateGC(d, pixmap, 0, NULL);
  XImage* image = XCreateImage(d, DefaultVisual(d, s), DefaultDepth(d, s), ZPixmap, 0, pixels, width, height, 32, 0);
  XPutImage(d, pixmap, gc, image, 0, 0, 0, 0, width, height);  // Xlib splits it into requests that fit
  XRenderPictFormat* format = XRenderFindVisualFormat(d, DefaultVisual(d, s));
  Picture picture = XRenderCreatePicture(d, pixmap, format, 0, NULL);
  // Scaled to fit the window (both are 4:3): destination pixel -> source pixel.
  double factor = (double)width / WINDOW_W;
  XTransform transform = {{{XDoubleToFixed(factor), 0, 0}, {0, XDoubleToFixed(factor), 0}, {0, 0, XDoubleToFixed(1)}}};
  XRenderSetPictureTransform(d, picture, &transform);
  XRenderSetPictureFilter(d, picture, "bilinear", NULL, 0);
  XRenderComposite(d, PictOpSrc, picture, None, window_picture, 0, 0, 0, 0, 0, 0, WINDOW_W, WINDOW_H);
  XSync(d, False);
  double total = now() - start;
  XRenderFreePicture(d, picture); XFreeGC(d, gc); XFreePixmap(d, pixmap);
  XDestroyImage(image);  // frees the pixels too
  XSync(d, False);
  return total;
}

static int draw(const char* path, int runs) {
  Display* d = XOpenDisplay(NULL);
  if (!d) { fprintf(stderr, "jpeg_floor: no X display\n"); return 1; }
  int s = DefaultScreen(d);
  XSetWindowAttributes a = {.background_pixmap = None, .event_mask = ExposureMask | StructureNotifyMask};
  Window w = XCreateWindow(d, RootWindow(d, s), 0, 0, WINDOW_W, WINDOW_H, 0, CopyFromParent, InputOutput, CopyFromParent,
                           CWBackPixmap | CWEventMask, &a);
  XStoreName(d, w, "jpeg_floor");
  XMapWindow(d, w);
  for (XEvent e;;) { XNextEvent(d, &e); if (e.type == MapNotify) break; }
  Picture window_picture = XRenderCreatePicture(d, w, XRenderFindVisualFormat(d, DefaultVisual(d, s)), 0, NULL);
  double decode[MAX_RUNS], total[MAX_RUNS], scaled[MAX_RUNS], unused;
  paint_once(d, w, window_picture, path, 1, &unused);  // warm-up: the file in the page cache, the library loaded
  // The largest DCT reduction (1/2, 1/4, 1/8) that still covers the window.
  int denominator = 1;
  while (denominator < 8 && IMAGE_W / (denominator * 2) >= WINDOW_W) denominator *= 2;
  for (int i = 0; i < runs; i++) {
    total[i] = paint_once(d, w, window_picture, path, 1, &decode[i]);
    scaled[i] = paint_once(d, w, window_picture, path, denominator, &unused);
  }
  printf("image.floor.decode %.6f\nimage.floor.total %.6f\nimage.floor-scaled.total %.6f\n",
         median(decode, runs), median(total, runs), median(scaled, runs));
  XCloseDisplay(d);
  return 0;
}

int main(int argc, char** argv) {
  if (argc >= 3 && strcmp(argv[1], "make") == 0) return make(argv[2]);
  if (argc >= 3 && strcmp(argv[1], "draw") == 0) {
    int runs = argc >= 4 ? atoi(argv[3]) : 5;
    if (runs < 1 || runs > MAX_RUNS) { fprintf(stderr, "jpeg_floor: runs must be 1-%d\n", MAX_RUNS); return 2; }
    return draw(argv[2], runs);
  }
  fprintf(stderr, "usage: jpeg_floor make PATH | jpeg_floor draw PATH [RUNS]\n");
  return 2;
}
